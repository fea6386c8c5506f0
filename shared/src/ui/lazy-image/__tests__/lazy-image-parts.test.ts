import { LoadedImageCache } from '../image-cache';
import { isNearViewport, throttle } from '../viewport';

describe('isNearViewport (preload ratio 1.3)', () => {
  const vh = 1000;
  it.each([
    [{ top: 100, bottom: 200 }, true, 'on screen'],
    [{ top: 1250, bottom: 1350 }, true, 'within 0.3 viewport below'],
    [{ top: 1301, bottom: 1400 }, false, 'beyond 1.3 viewports below'],
    [{ top: -400, bottom: -250 }, true, 'just above, within the margin'],
    [{ top: -900, bottom: -301 }, false, 'far above'],
  ])('%j → %s (%s)', (rect, expected) => {
    expect(isNearViewport(rect, vh, 1.3)).toBe(expected);
  });
});

describe('LoadedImageCache', () => {
  it('forgets the least recently loaded image beyond its capacity', () => {
    const cache = new LoadedImageCache(200);
    for (let i = 0; i < 201; i += 1) cache.add(`/img/${i}.png`);
    expect(cache.size).toBe(200);
    expect(cache.has('/img/0.png')).toBe(false);
    expect(cache.has('/img/200.png')).toBe(true);
  });

  it('refreshes an image that is loaded again', () => {
    const cache = new LoadedImageCache(2);
    cache.add('a');
    cache.add('b');
    cache.add('a');
    cache.add('c');
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
  });
});

describe('throttle (200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per window, including the last call of a burst', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 200);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
