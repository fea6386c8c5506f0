import type { ComponentType, ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '@jincheng/shared';
import { ChunkLoadError } from '../chunk-load-error';
import { reportHealth } from '../health-beacon';
import { lastKnownGood } from '../last-known-good';
import type { LoadInfo } from '../load-info';
import { RemoteSlot } from '../remote-slot';
import { loadRemoteScreen, renderFailed, retryRemote, type ScreenResult } from '../screen-loader';

jest.mock('../screen-loader', () => ({
  loadRemoteScreen: jest.fn(),
  renderFailed: jest.fn(),
  retryRemote: jest.fn(),
}));

jest.mock('../health-beacon', () => ({ reportHealth: jest.fn() }));

const report = reportHealth as jest.MockedFunction<typeof reportHealth>;
const load = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;
const failedRender = renderFailed as jest.MockedFunction<typeof renderFailed>;
const retry = retryRemote as jest.MockedFunction<typeof retryRemote>;

const info = (version: string, fallbackFrom?: string): LoadInfo => ({
  remote: 'scores',
  version,
  fallbackFrom,
});
const shows = (Screen: () => ReactElement, loaded = info('1.2.0-abcd1234')): ScreenResult => ({
  screen: { default: Screen as ComponentType },
  info: loaded,
});
const fails = (message = 'entry 404'): ScreenResult => ({
  error: new ChunkLoadError(message, 'remote_scores'),
});
const boom = (): ReactElement => {
  throw new Error('boom');
};

function renderSlot(onSettled = jest.fn()) {
  render(
    <>
      <header>页头</header>
      <RemoteSlot<unknown>
        remote="scores"
        expose="./routes"
        pick={() => undefined}
        pending={<p>加载中</p>}
        onSettled={onSettled}
      />
    </>,
  );
  return onSettled;
}

beforeEach(() => {
  load.mockReset();
  report.mockReset();
  failedRender.mockReset().mockReturnValue(true);
  retry.mockReset().mockResolvedValue(undefined);
  storage.remove('lastKnownGood');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('shows the pending state, then the remote screen', async () => {
    load.mockResolvedValue(shows(() => <h1>足球比分</h1>));
    const settled = renderSlot();
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '足球比分' })).toBeInTheDocument();
    expect(settled).toHaveBeenCalled();
    expect(load).toHaveBeenCalledWith('scores', './routes', expect.any(Function));
  });

  it('shows the panel with 重试 when no version could be loaded, and 重试 loads it again', async () => {
    load.mockResolvedValueOnce(fails()).mockResolvedValueOnce(shows(() => <h1>恢复了</h1>));
    const settled = renderSlot();
    expect(await screen.findByText('「比分」模块暂时无法加载')).toBeInTheDocument();
    // The technical name is for support and the console, never text a fan reads.
    expect(screen.getByRole('alert')).toHaveAttribute('data-error', 'ChunkLoadError');
    expect(screen.getByRole('alert')).not.toHaveTextContent('ChunkLoadError');
    expect(settled).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledWith('scores');
    expect(await screen.findByRole('heading', { name: '恢复了' })).toBeInTheDocument();
  });

  it('gives a screen that throws while rendering one more try with another version, without showing the panel', async () => {
    load
      .mockResolvedValueOnce(shows(boom, info('2.0.0')))
      .mockResolvedValueOnce(shows(() => <h1>旧版比分</h1>, info('1.0.0', '2.0.0')));
    renderSlot();
    expect(await screen.findByRole('heading', { name: '旧版比分' })).toBeInTheDocument();
    expect(failedRender).toHaveBeenCalledWith('scores', '2.0.0');
    // Silent to the fan: no note, no panel; the wrapper says which version it stands in for.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('已切换');
    expect(screen.getByRole('heading', { name: '旧版比分' }).closest('[data-fallback-from]')).toHaveAttribute(
      'data-fallback-from',
      '2.0.0',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(lastKnownGood('scores')).toBe('1.0.0');
    expect(report.mock.calls).toEqual([
      ['scores', '2.0.0', 'render-error'],
      ['scores', '1.0.0', 'mount'],
    ]);
  });

  it('shows the panel when the screen throws again, and keeps the rest of the page', async () => {
    load.mockResolvedValue(shows(boom, info('9.9.9')));
    renderSlot();
    expect(await screen.findByRole('alert')).toHaveTextContent('「比分」模块暂时无法加载');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('页头')).toBeInTheDocument();
    // Both crashes are reported; the version never mounted.
    expect(report.mock.calls).toEqual([
      ['scores', '9.9.9', 'render-error'],
      ['scores', '9.9.9', 'render-error'],
    ]);
    // A version whose screen crashed is never remembered as good.
    expect(lastKnownGood('scores')).toBeUndefined();
  });

  it('tags the screen with the version it runs (an attribute, not text) and remembers it once rendered', async () => {
    load.mockResolvedValue(shows(() => <h1>足球比分</h1>));
    renderSlot();
    const heading = await screen.findByRole('heading', { name: '足球比分' });
    expect(heading.closest('[data-remote-version]')).toHaveAttribute('data-remote-version', '1.2.0-abcd1234');
    expect(document.body).not.toHaveTextContent('1.2.0-abcd1234');
    expect(lastKnownGood('scores')).toBe('1.2.0-abcd1234');
    expect(heading.closest('[data-remote-version]')).not.toHaveAttribute('data-fallback-from');
    expect(report).toHaveBeenCalledWith('scores', '1.2.0-abcd1234', 'mount');
  });

  it('reports nothing for a dev-server remote', async () => {
    const dev: LoadInfo = { remote: 'scores', version: 'dev', customEntry: true };
    load.mockResolvedValueOnce(shows(boom, dev)).mockResolvedValueOnce(shows(() => <h1>足球比分</h1>, dev));
    renderSlot();
    expect(await screen.findByRole('heading', { name: '足球比分' })).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
  });

  it('runs a fallback version silently: no note and no 重试, only data-fallback-from for support', async () => {
    load.mockResolvedValueOnce(shows(() => <h1>足球比分</h1>, info('1.1.0-aaaa', '1.2.0-bbbb')));
    renderSlot();
    const heading = await screen.findByRole('heading', { name: '足球比分' });
    const wrapper = heading.closest('[data-remote-version]');
    expect(wrapper).toHaveAttribute('data-remote-version', '1.1.0-aaaa');
    expect(wrapper).toHaveAttribute('data-fallback-from', '1.2.0-bbbb');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('已切换');
    expect(retry).not.toHaveBeenCalled();
  });
});
