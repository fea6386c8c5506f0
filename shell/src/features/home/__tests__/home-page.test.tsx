import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadVersion } from '../../../remotes/federation';
import { DataProvider, createQueryClient } from '@jincheng/shared';
import { ChunkLoadError } from '../../../remotes/chunk-load-error';
import { createFallbackModule } from '../../../remotes/fallback-module';
import HomePage from '../home-page';

jest.mock('../../../remotes/federation', () => {
  const one = { current: '1.0.0-a' };
  const remotes = { scores: one, content: one, database: one, account: one };
  return { loadVersion: jest.fn(), reloadRemote: jest.fn(), registry: async () => ({ remotes }) };
});
const load = loadVersion as jest.MockedFunction<typeof loadVersion>;

/** A stand-in IntersectionObserver: the test says which watched boxes come near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Brings the placeholder of the section titled `title` near the viewport. */
function scrollNear(title: string) {
  const section = screen.getByRole('region', { name: title });
  for (const observer of FakeObserver.all) {
    const target = observer.targets.find((t) => section.contains(t));
    if (!target) continue;
    const entry = { isIntersecting: true, target } as unknown as IntersectionObserverEntry;
    act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
  }
}

const widget = (text: string) => () => Promise.resolve({ default: (): ReactElement => <h2>{text}</h2> });
const WIDGETS = {
  scores: {
    widgets: {
      todayStrip: widget('今日比分内容'),
      myFollows: widget('我的关注内容'),
      hotMatches: widget('热门比赛内容'),
    },
  },
  content: { widgets: { latestNews: widget('最新资讯内容'), topExperts: widget('专家推荐内容') } },
};

beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  load.mockReset().mockImplementation(async (remote) => WIDGETS[remote as 'scores' | 'content']);
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const renderHome = () =>
  render(
    <DataProvider client={createQueryClient()}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </DataProvider>,
  );

describe('HomePage', () => {
  it('loads each widget only when it comes near the viewport, keeping its space meanwhile', async () => {
    renderHome();
    expect(load).not.toHaveBeenCalled();
    // Each section keeps its widget's usual height; placeholders are watched with a margin below the viewport.
    expect(screen.getByRole('region', { name: '最新资讯' }).className).toContain('latestNews');
    expect(FakeObserver.all[0]?.options.rootMargin).toMatch(/px/);

    scrollNear('今日比分');
    scrollNear('热门比赛');
    expect(await screen.findByRole('heading', { name: '今日比分内容' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '热门比赛内容' })).toBeInTheDocument();
    expect(load.mock.calls.map(([remote]) => remote)).toEqual(['scores', 'scores']);
    expect(screen.queryByRole('heading', { name: '最新资讯内容' })).not.toBeInTheDocument();

    scrollNear('最新资讯');
    expect(await screen.findByRole('heading', { name: '最新资讯内容' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('content', '1.0.0-a', './widgets');
  });

  it('each widget section is a slot of its own, marked live once its widget has committed', async () => {
    renderHome();
    const strip = screen.getByRole('region', { name: '今日比分' });
    const news = screen.getByRole('region', { name: '最新资讯' });
    expect(strip).toHaveAttribute('data-slot');
    expect(strip).not.toHaveAttribute('data-hydrated');
    scrollNear('今日比分');
    expect(await screen.findByRole('heading', { name: '今日比分内容' })).toBeInTheDocument();
    await waitFor(() => expect(strip).toHaveAttribute('data-hydrated'));
    // A widget still behind its placeholder is not live: a tap held there waits.
    expect(news).toHaveAttribute('data-slot');
    expect(news).not.toHaveAttribute('data-hydrated');
  });

  it('a widget whose remote fails shows its own fallback; the others render', async () => {
    load.mockImplementation(async (remote) =>
      remote === 'content'
        ? createFallbackModule(new ChunkLoadError('entry 404', 'remote_content'))
        : WIDGETS.scores,
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome();
    for (const title of ['今日比分', '热门比赛', '最新资讯', '专家推荐']) scrollNear(title);
    expect(await screen.findByRole('heading', { name: '热门比赛内容' })).toBeInTheDocument();
    expect(await screen.findAllByText('「资讯」模块暂时无法加载')).toHaveLength(2);
  });

  it('renders every widget at once where IntersectionObserver is missing', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderHome();
    expect(await screen.findByRole('heading', { name: '专家推荐内容' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '我的关注内容' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(5);
  });
});
