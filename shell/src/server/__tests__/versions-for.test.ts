/**
 * @jest-environment node
 */
import { inCanary } from '../../remotes/canary';
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
