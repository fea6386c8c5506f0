/**
 * @jest-environment node
 */
import { inCanary } from '../../remotes/canary';
import { parseRegistry } from '../../remotes/registry';
import { serverVersion } from '../preload-route';
import { versionsFor } from '../render-page';

const REGISTRY = {
  schemaVersion: 2,
  remotes: {
    scores: { current: '1.0.0-old', canary: { version: '2.0.0-new', percent: 30 } },
    content: { current: '1.0.0-c' },
  },
};

describe('versionsFor (the server keys its page cache on it during a canary)', () => {
  it("names each remote's version for a bucket, the canary's when the bucket is in it", () => {
    for (const bucket of [0, 1, 2999, 3000, 5000, 9999]) {
      const scores = inCanary(bucket, 'scores', 30) ? '2.0.0-new' : '1.0.0-old';
      expect(versionsFor(REGISTRY, bucket)).toBe(`content@1.0.0-c,scores@${scores}`);
    }
  });

  it('gives thousands of buckets only as many keys as there are sides of the canary', () => {
    const keys = new Set(Array.from({ length: 10_000 }, (_, bucket) => versionsFor(REGISTRY, bucket)));
    expect(keys.size).toBe(2);
  });
});

describe('a version the page marks broken (its browser files are damaged) is not rendered', () => {
  const registry = (scores: object) => parseRegistry({ remotes: { scores } });
  const canaryBucket =
    Array.from({ length: 10_000 }, (_, b) => b).find((b) => inCanary(b, 'scores', 30)) ?? -1;
  const currentBucket =
    Array.from({ length: 10_000 }, (_, b) => b).find((b) => !inCanary(b, 'scores', 30)) ?? -1;

  it('renders the previous version in place of a broken current one, and says which it stands in for', () => {
    const broken = registry({ current: '2.0.0', previous: '1.0.0', broken: ['2.0.0'] });
    expect(serverVersion(broken, 'scores', currentBucket)).toMatchObject({
      version: '1.0.0',
      fallbackFrom: '2.0.0',
      usable: true,
    });
    expect(serverVersion(registry({ current: '2.0.0', previous: '1.0.0' }), 'scores', 0)).toMatchObject({
      version: '2.0.0',
      fallbackFrom: undefined,
    });
  });

  it('renders the current version for a canary visitor when the canary is broken; others are unchanged', () => {
    const broken = registry({
      current: '2.0.0',
      previous: '1.0.0',
      canary: { version: '3.0.0', percent: 30 },
      broken: ['3.0.0'],
    });
    expect(serverVersion(broken, 'scores', canaryBucket)).toMatchObject({
      version: '2.0.0',
      fallbackFrom: '3.0.0',
    });
    expect(serverVersion(broken, 'scores', currentBucket)).toMatchObject({
      version: '2.0.0',
      fallbackFrom: undefined,
    });
  });

  it('leaves the slot to the browser when every version is broken', () => {
    const broken = registry({ current: '2.0.0', previous: '1.0.0', broken: ['2.0.0', '1.0.0'] });
    expect(serverVersion(broken, 'scores', 0).usable).toBe(false);
  });

  it('keys the page cache on the version rendered and the one it stands in for', () => {
    const raw = {
      remotes: {
        scores: { current: '2.0.0', previous: '1.0.0', canary: { version: '3.0.0', percent: 30 } },
      },
    };
    const broken = { remotes: { scores: { ...raw.remotes.scores, broken: ['3.0.0'] } } };
    expect(versionsFor(raw, canaryBucket)).toBe('scores@3.0.0');
    expect(versionsFor(broken, canaryBucket)).toBe('scores@2.0.0<3.0.0');
    expect(versionsFor(broken, currentBucket)).toBe('scores@2.0.0');
  });
});
