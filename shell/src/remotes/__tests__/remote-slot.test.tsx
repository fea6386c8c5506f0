import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChunkLoadError } from '../chunk-load-error';
import { createFallbackModule } from '../fallback-module';
import { loadRemoteModule, reloadRemote } from '../federation';
import { lastKnownGood } from '../last-known-good';
import { describeModule } from '../load-info';
import { RemoteSlot } from '../remote-slot';
import { storage } from '@jincheng/shared';

jest.mock('../federation', () => {
  const actual = jest.requireActual('../fallback-module');
  return { loadRemoteModule: jest.fn(), reloadRemote: jest.fn(), isFallbackModule: actual.isFallbackModule };
});

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const reload = reloadRemote as jest.MockedFunction<typeof reloadRemote>;

type Routes = { routes: Record<string, () => Promise<{ default: () => ReactElement }>> };

function routesWith(Screen: () => ReactElement): Routes {
  return { routes: { '/match': () => Promise.resolve({ default: Screen }) } };
}

function renderSlot(onSettled = jest.fn()) {
  render(
    <RemoteSlot<Routes>
      remote="scores"
      expose="./routes"
      pick={(m) => m.routes['/match']}
      pending={<p>加载中</p>}
      onSettled={onSettled}
    />,
  );
  return onSettled;
}

beforeEach(() => {
  load.mockReset();
  reload.mockReset().mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteSlot', () => {
  it('shows the pending state, then the remote screen', async () => {
    load.mockResolvedValue(routesWith(() => <h1>足球比分</h1>));
    const settled = renderSlot();
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '足球比分' })).toBeInTheDocument();
    expect(settled).toHaveBeenCalled();
    expect(load).toHaveBeenCalledWith('scores', './routes');
  });

  it('shows the fallback with 重试 when the remote failed, and 重试 loads it again', async () => {
    load.mockResolvedValueOnce(createFallbackModule(new ChunkLoadError('entry 404', 'remote_scores')));
    load.mockResolvedValueOnce(routesWith(() => <h1>恢复了</h1>));
    const settled = renderSlot();
    expect(await screen.findByText('「比分」模块暂时无法加载')).toBeInTheDocument();
    // The technical name is for support and the console, never text a fan reads.
    expect(screen.getByRole('alert')).toHaveAttribute('data-error', 'ChunkLoadError');
    expect(screen.getByRole('alert')).not.toHaveTextContent('ChunkLoadError');
    expect(settled).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledWith('scores');
    expect(await screen.findByRole('heading', { name: '恢复了' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a screen that throws while rendering', async () => {
    load.mockResolvedValue(
      routesWith(() => {
        throw new Error('boom');
      }),
    );
    render(
      <>
        <header>页头</header>
        <RemoteSlot<Routes>
          remote="scores"
          expose="./routes"
          pick={(m) => m.routes['/match']}
          pending={null}
        />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('「比分」模块暂时无法加载');
    expect(screen.getByText('页头')).toBeInTheDocument();
  });

  it('reports a chunk that fails to load as ChunkLoadError', async () => {
    load.mockResolvedValue({
      routes: { '/match': () => Promise.reject(new Error('Loading chunk 7 failed.')) },
    });
    renderSlot();
    expect(await screen.findByRole('alert')).toHaveAttribute('data-error', 'ChunkLoadError');
  });

  it('fails clearly when the remote does not provide the screen', async () => {
    load.mockResolvedValue({ routes: {} });
    renderSlot();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('tags the screen with the version it runs (an attribute, not text) and remembers it once rendered', async () => {
    storage.remove('lastKnownGood');
    const module = routesWith(() => <h1>足球比分</h1>);
    describeModule(module, { remote: 'scores', version: '1.2.0-abcd1234' });
    load.mockResolvedValue(module);
    renderSlot();
    expect(await screen.findByRole('heading', { name: '足球比分' })).toBeInTheDocument();
    const tagged = screen.getByRole('heading', { name: '足球比分' }).closest('[data-remote-version]');
    expect(tagged).toHaveAttribute('data-remote-version', '1.2.0-abcd1234');
    expect(document.body).not.toHaveTextContent('1.2.0-abcd1234');
    expect(lastKnownGood('scores')).toBe('1.2.0-abcd1234');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says quietly when it runs the last-known-good version', async () => {
    const module = routesWith(() => <h1>足球比分</h1>);
    describeModule(module, { remote: 'scores', version: '1.1.0-aaaa', fallbackFrom: '1.2.0-bbbb' });
    load.mockResolvedValue(module);
    renderSlot();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('「比分」已切换到上一个可用版本');
    expect(note).not.toHaveTextContent('1.1.0-aaaa');
    expect(note.closest('[data-remote-version]')).toHaveAttribute('data-remote-version', '1.1.0-aaaa');
    expect(screen.getByRole('heading', { name: '足球比分' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not remember a version whose screen crashed', async () => {
    storage.remove('lastKnownGood');
    const module = routesWith(() => {
      throw new Error('boom');
    });
    describeModule(module, { remote: 'scores', version: '9.9.9' });
    load.mockResolvedValue(module);
    renderSlot();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(lastKnownGood('scores')).toBeUndefined();
  });
});
