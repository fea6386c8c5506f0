import { storage } from '@jincheng/shared';
import { BUCKET_COOKIE, BUCKETS, inCanary, visitorBucket } from '../canary';
import { parseRegistry, resolveRemote } from '../registry';

const registry = parseRegistry({
  remotes: { scores: { current: '1.0.0-aaaa', canary: { version: '1.1.0-bbbb', percent: 10 } } },
});

function forget(): void {
  storage.remove('canaryBucket');
  document.cookie = `${BUCKET_COOKIE}=; path=/; max-age=0`;
}

/** A new visitor: nothing stored yet, no cookie. */
function newVisitor(): number {
  forget();
  return visitorBucket();
}

beforeEach(forget);

describe('canary bucketing', () => {
  it('assigns a visitor once and keeps them on the same version', () => {
    const bucket = visitorBucket();
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(BUCKETS);
    expect(storage.get('canaryBucket')).toBe(String(bucket));
    const first = resolveRemote(registry, 'scores', '/', { bucket: visitorBucket() }).version;
    for (let load = 0; load < 20; load += 1) {
      expect(visitorBucket()).toBe(bucket);
      expect(resolveRemote(registry, 'scores', '/', { bucket: visitorBucket() }).version).toBe(first);
    }
  });

  it('takes the bucket of the cookie (the one the server renders with), and keeps storage in step', () => {
    document.cookie = `${BUCKET_COOKIE}=4321; path=/`;
    expect(visitorBucket()).toBe(4321);
    expect(storage.get('canaryBucket')).toBe('4321');
    forget();
    const drawn = visitorBucket();
    expect(document.cookie).toContain(`${BUCKET_COOKIE}=${drawn}`);
    // A cookie that disagrees with storage (cleared cookies: the server drew a new one) wins, storage follows.
    const server = (drawn + 1) % BUCKETS;
    document.cookie = `${BUCKET_COOKIE}=${server}; path=/`;
    expect(visitorBucket()).toBe(server);
    expect(storage.get('canaryBucket')).toBe(String(server));
    // Without a cookie (cookies refused), the stored bucket is used and written to the cookie.
    document.cookie = `${BUCKET_COOKIE}=; path=/; max-age=0`;
    expect(visitorBucket()).toBe(server);
    expect(document.cookie).toContain(`${BUCKET_COOKIE}=${server}`);
  });

  it.each([1, 5, 10, 25, 50, 90])('sends %s %% of 10,000 visitors to the canary (±2 %%)', (percent) => {
    let onCanary = 0;
    for (let visitor = 0; visitor < 10_000; visitor += 1) {
      if (inCanary(newVisitor(), 'scores', percent)) onCanary += 1;
    }
    expect(Math.abs(onCanary / 100 - percent)).toBeLessThanOrEqual(2);
  });

  it('only adds visitors when the percentage goes up', () => {
    for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
      if (inCanary(bucket, 'content', 10)) expect(inCanary(bucket, 'content', 30)).toBe(true);
    }
  });

  it('gives each remote its own slice of visitors, of exactly the right size', () => {
    const slice = (remote: 'scores' | 'content') =>
      Array.from({ length: BUCKETS }, (_, b) => b).filter((b) => inCanary(b, remote, 10));
    expect(slice('scores')).toHaveLength(1000);
    expect(slice('content')).toHaveLength(1000);
    expect(slice('scores')).not.toEqual(slice('content'));
  });

  it('never sends anybody at 0 % and everybody at 100 %', () => {
    for (let bucket = 0; bucket < BUCKETS; bucket += 97) {
      expect(inCanary(bucket, 'scores', 0)).toBe(false);
      expect(inCanary(bucket, 'scores', 100)).toBe(true);
    }
  });

  it('writes the cookie for a year on the whole site, and reads only its own digits', () => {
    const written = jest.spyOn(document, 'cookie', 'set');
    storage.set('canaryBucket', '1234');
    expect(visitorBucket()).toBe(1234);
    expect(written).toHaveBeenCalledTimes(1);
    const [pair, ...attributes] = String(written.mock.calls[0]?.[0]).split(/;\s*/);
    expect(pair).toBe(`${BUCKET_COOKIE}=1234`);
    expect(attributes.map((a) => a.toLowerCase()).sort()).toEqual([
      'max-age=31536000',
      'path=/',
      'samesite=lax',
    ]);
    written.mockRestore();
    // Another cookie whose name ends the same, an empty or non-digit value: not a bucket; storage's is used.
    for (const cookie of [
      `x_${BUCKET_COOKIE}=77`,
      `${BUCKET_COOKIE}=`,
      `${BUCKET_COOKIE}=1e3`,
      `${BUCKET_COOKIE}=12345`,
    ]) {
      forget();
      storage.set('canaryBucket', '1234');
      document.cookie = `${cookie}; path=/`;
      expect(visitorBucket()).toBe(1234);
      document.cookie = `x_${BUCKET_COOKIE}=; path=/; max-age=0`;
    }
    // With other cookies around it, the bucket cookie is found.
    forget();
    document.cookie = 'theme=dark; path=/';
    document.cookie = `${BUCKET_COOKIE}=0042; path=/`;
    document.cookie = 'other=1; path=/';
    expect(visitorBucket()).toBe(42);
  });

  it('replaces a corrupted stored bucket', () => {
    storage.set('canaryBucket', 'banana');
    const bucket = visitorBucket();
    expect(storage.get('canaryBucket')).toBe(String(bucket));
  });
});
