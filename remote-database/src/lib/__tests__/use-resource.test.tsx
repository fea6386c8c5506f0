import { act, renderHook, waitFor } from '@testing-library/react';
import { RequestError } from '@jincheng/shared';
import { parseId } from '../ids';
import { clearResourceCache, useResource } from '../use-resource';

beforeEach(() => clearResourceCache());

describe('useResource', () => {
  it('loads once and serves a re-created screen from the cache', async () => {
    const load = jest.fn().mockResolvedValue({ name: '英超' });
    const first = renderHook(() => useResource('league:1', load));
    await waitFor(() =>
      expect(first.result.current.state).toEqual({ status: 'ready', data: { name: '英超' } }),
    );
    first.unmount();
    const second = renderHook(() => useResource('league:1', load));
    expect(second.result.current.state).toEqual({ status: 'ready', data: { name: '英超' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns a 404 into not-found and other failures into an error that retry clears', async () => {
    const missing = renderHook(() =>
      useResource('team:9', () => Promise.reject(new RequestError('访问资源不存在', 'business', 404))),
    );
    await waitFor(() => expect(missing.result.current.state.status).toBe('not-found'));

    const load = jest
      .fn()
      .mockRejectedValueOnce(new RequestError('网络问题，请稍后再试', 'transport'))
      .mockResolvedValue(42);
    const flaky = renderHook(() => useResource('team:1', load));
    await waitFor(() =>
      expect(flaky.result.current.state).toEqual({ status: 'error', message: '网络问题，请稍后再试' }),
    );
    act(() => flaky.result.current.retry());
    await waitFor(() => expect(flaky.result.current.state).toEqual({ status: 'ready', data: 42 }));
  });

  it('asks nothing for a null key', () => {
    const load = jest.fn();
    const { result } = renderHook(() => useResource(null, load));
    expect(result.current.state.status).toBe('not-found');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('parseId', () => {
  it('accepts the ids the API accepts', () => {
    expect(parseId('14')).toBe(14);
    expect(parseId('2147483647')).toBe(2147483647);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '2147483648', '99999999999'])
      expect(parseId(bad)).toBeNull();
  });
});
