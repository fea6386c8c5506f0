import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider, createStore } from '../../../lib/app-jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DataProvider, RequestError, createQueryClient, type FootballMatchDetail } from '@jincheng/shared';
import { LiveFeed, setLiveFeed } from '../../../lib/live-feed/live-feed';
import { FakeEventSource } from '../../../test-utils/fake-event-source';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { getMatchDetail, getMatchReport } from '../api/match-detail-api';
import { getChatPage } from '../api/chat-api';
import FootballDetailPage from '../football-detail-page';

jest.mock('../api/match-detail-api', () => ({
  ...(jest.createMockFromModule('../api/match-detail-api') as object),
  getMatchDetail: jest.fn(),
  getLiveStatus: jest.fn(() => Promise.resolve({ lastEventId: 5 })),
  getMatchIntelligence: jest.fn(() => Promise.resolve({ list: [] })),
  getMatchReport: jest.fn((matchId: number) =>
    Promise.resolve({ list: [{ id: 501, matchId, title: '【英超战报】曼城主场2-1击败阿森纳' }] }),
  ),
}));

jest.mock('../api/chat-api', () => ({
  ...jest.requireActual('../api/chat-api'),
  getChatPage: jest.fn(),
}));

/** A screen `width` px wide for window.matchMedia (jsdom has none; without it the page is a phone's). */
function screenWidth(width: number | null) {
  if (width === null) {
    delete (window as { matchMedia?: unknown }).matchMedia;
    return;
  }
  window.matchMedia = ((query: string) => ({
    matches: [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    ),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderDetail(url: string) {
  const store = createStore();
  setLiveFeed(
    new LiveFeed({ store, createEventSource: (u) => new FakeEventSource(u), schedule: (f) => f() }),
  );
  return render(
    <Provider store={store}>
      <DataProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/matchDetail/:type/:id" element={<FootballDetailPage />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
}

const detail: FootballMatchDetail = {
  sport: 'football',
  match: makeMatch({ id: 77 }),
  events: [],
  stats: null,
  lineups: null,
  commentary: [],
  shots: [],
  momentum: [],
  bestPlayer: null,
  referee: '',
  h2h: [],
  form: { home: [], away: [] },
  standings: [],
};

test('{type} other than 1 is not found, without a request', () => {
  renderDetail('/matchDetail/2/77');
  expect(screen.getByRole('alert')).toHaveTextContent('比赛类型不正确');
  expect(screen.getByRole('heading', { name: '足球比赛详情' })).toBeInTheDocument();
  expect(getMatchDetail).not.toHaveBeenCalled();
});

test('an unknown id is not found', async () => {
  jest.mocked(getMatchDetail).mockRejectedValue(new RequestError('比赛不存在', 'business', 404));
  renderDetail('/matchDetail/1/9999');
  expect(await screen.findByRole('alert')).toHaveTextContent('比赛不存在或已被删除');
});

test('the header shows the live score and the tabs switch panels', async () => {
  jest.mocked(getMatchDetail).mockResolvedValue(detail);
  renderDetail('/matchDetail/1/77');
  expect(await screen.findByLabelText('比分 2 - 1')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '赛况' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(screen.getByRole('tab', { name: '技术统计' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('比赛开始后这里显示技术统计');
});

test('a past season real result says it has only the score, and keeps the analysis tab', async () => {
  jest.mocked(getMatchDetail).mockResolvedValue({ ...detail, resultOnly: true });
  renderDetail('/matchDetail/1/77');
  expect(await screen.findByLabelText('比分 2 - 1')).toBeInTheDocument();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('往季真实赛果只记录比分');
  expect(screen.getByRole('tabpanel')).not.toHaveTextContent('比赛尚未开始');
  fireEvent.click(screen.getByRole('tab', { name: '阵容' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('往季真实赛果只记录比分');
  fireEvent.click(screen.getByRole('tab', { name: '分析' }));
  expect(screen.getByRole('tabpanel')).not.toHaveTextContent('往季真实赛果只记录比分');
  expect(screen.queryByRole('note')).toBeNull();
});

test('a simulated past result says so above the tabs and never calls itself real', async () => {
  jest
    .mocked(getMatchDetail)
    .mockResolvedValue({ ...detail, resultOnly: true, simulatedAfter: '2026-03-09' });
  renderDetail('/matchDetail/1/77');
  expect(await screen.findByLabelText('比分 2 - 1')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(
    '模拟赛果：该赛季3月9日之后没有可用的真实赛果，这场比分是按该赛季真实的降级结果模拟补全的，不是真实比赛结果。',
  );
  expect(screen.getByRole('tabpanel')).toHaveTextContent('模拟赛果只有比分');
  expect(screen.getByRole('tabpanel')).not.toHaveTextContent('真实赛果只记录比分');
});

test('a finished match links its 战报 above the timeline', async () => {
  jest
    .mocked(getMatchDetail)
    .mockResolvedValue({ ...detail, match: { ...detail.match, status: 'finished' } });
  renderDetail('/matchDetail/1/77');
  const link = await screen.findByRole('link', { name: '战报：【英超战报】曼城主场2-1击败阿森纳' });
  expect(link).toHaveAttribute('href', '/news?id=501');
  expect(getMatchReport).toHaveBeenCalledWith(77, expect.anything());
});

test('a match not yet finished shows no 战报 link', async () => {
  jest.mocked(getMatchReport).mockClear();
  jest
    .mocked(getMatchDetail)
    .mockResolvedValue({ ...detail, match: { ...detail.match, status: 'second_half' } });
  renderDetail('/matchDetail/1/77');
  expect(await screen.findByLabelText('比分 2 - 1')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^战报/ })).not.toBeInTheDocument();
  expect(getMatchReport).not.toHaveBeenCalled();
});

describe('聊天室', () => {
  const chatStreams = () => FakeEventSource.instances.filter((e) => e.url.includes('/chat/stream'));
  beforeEach(() => {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    jest.mocked(getChatPage).mockReset();
    jest.mocked(getChatPage).mockResolvedValue({
      list: [
        {
          id: 31,
          matchId: 77,
          kind: 'user',
          system: null,
          author: { userId: 'u41', userName: '蓝月亮老王', userImage: '' },
          text: '曼城今天首发很强',
          createdAt: Date.now(),
        },
      ],
      hasMore: false,
      lastId: 31,
      room: { open: true, opensAt: Date.now() - 3_600_000, closesAt: null, reason: null },
    });
    jest.mocked(getMatchDetail).mockResolvedValue(detail);
  });
  afterEach(() => {
    screenWidth(null);
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  test('on a phone it is the tab after the first; the room is opened once, in that tab', async () => {
    screenWidth(375);
    renderDetail('/matchDetail/1/77');
    await screen.findByLabelText('比分 2 - 1');
    expect(
      screen
        .getAllByRole('tab')
        .map((t) => t.textContent)
        .slice(0, 3),
    ).toEqual(['赛况', '聊天室', '技术统计']);
    expect(getChatPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '聊天室' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('曼城今天首发很强')).toBeInTheDocument();
    expect(within(panel).getByRole('log', { name: '聊天室消息' })).toBeInTheDocument();
    expect(screen.getAllByRole('log', { name: '聊天室消息' })).toHaveLength(1);
    expect(getChatPage).toHaveBeenCalledTimes(1);
    expect(chatStreams()).toHaveLength(1);
  });

  test('on a wide screen it stands beside the tabs, opened once; its tab URL shows the first tab', async () => {
    screenWidth(1440);
    renderDetail('/matchDetail/1/77?tab=chat');
    await screen.findByLabelText('比分 2 - 1');
    expect(screen.getByRole('tab', { name: '赛况' })).toHaveAttribute('aria-selected', 'true');
    const log = await screen.findByRole('log', { name: '聊天室消息' });
    expect(await within(log).findByText('曼城今天首发很强')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toContainElement(log);
    fireEvent.click(screen.getByRole('tab', { name: '技术统计' }));
    expect(screen.getAllByRole('log', { name: '聊天室消息' })).toHaveLength(1);
    expect(getChatPage).toHaveBeenCalledTimes(1);
    expect(chatStreams()).toHaveLength(1);
  });
});
