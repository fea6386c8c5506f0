import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
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
  load.mockReset().mockImplementation(async (remote) => WIDGETS[remote as 'scores' | 'content']);
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
  it('renders every widget at once, as the server does (no placeholder swapped for it later)', async () => {
    renderHome();
    for (const title of ['今日比分', '我的关注', '热门比赛', '最新资讯', '专家推荐'])
      expect(await screen.findByRole('heading', { name: `${title}内容` })).toBeInTheDocument();
    // Each section keeps its widget's usual height while it loads (a page the server left to the browser).
    expect(screen.getByRole('region', { name: '最新资讯' }).className).toContain('latestNews');
    expect(load).toHaveBeenCalledWith('content', '1.0.0-a', './widgets');
    expect(load).toHaveBeenCalledWith('scores', '1.0.0-a', './widgets');
  });

  it('each widget section is a slot of its own, marked live once its widget has committed', async () => {
    renderHome();
    const strip = screen.getByRole('region', { name: '今日比分' });
    expect(strip).toHaveAttribute('data-slot');
    // Still loading: not live, so a tap held there waits.
    expect(strip).not.toHaveAttribute('data-hydrated');
    expect(await screen.findByRole('heading', { name: '今日比分内容' })).toBeInTheDocument();
    await waitFor(() => expect(strip).toHaveAttribute('data-hydrated'));
  });

  it('a widget whose remote fails shows its own fallback; the others render', async () => {
    load.mockImplementation(async (remote) =>
      remote === 'content'
        ? createFallbackModule(new ChunkLoadError('entry 404', 'remote_content'))
        : WIDGETS.scores,
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome();
    expect(await screen.findByRole('heading', { name: '热门比赛内容' })).toBeInTheDocument();
    expect(await screen.findAllByText('「资讯」模块暂时无法加载')).toHaveLength(2);
  });
});
