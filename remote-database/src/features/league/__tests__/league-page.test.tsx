import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestError } from '@jincheng/shared';
import {
  cupTable,
  knockoutRounds,
  leagueDetail,
  leagueItem,
  leagueTree,
  match,
  premierTable,
} from '../../../test-utils/fixtures';
import { renderAt } from '../../../test-utils/render';
import { getLeague, getLeagueLeaders, getLeagueSchedule } from '../api/league-api';
import { getLeagueTree } from '../../../api/league-tree-api';
import LeaguePage from '../league-page';

jest.mock('../api/league-api');
jest.mock('../../../api/league-tree-api');

const epl = leagueItem(1, '英超', { hot: true });
const ucl = leagueItem(6, '欧冠', { hot: true, kind: 'cup', countryName: '国际' });
const mls = leagueItem(67, '美职联', { countryName: '美国' });
const nba = leagueItem(108, 'NBA', { sport: 'basketball', hot: true, countryName: '美国' });

beforeEach(() => {
  jest.clearAllMocks();
  (getLeagueTree as jest.Mock).mockImplementation(async (sport: string) =>
    sport === 'football' ? leagueTree('football', [epl, ucl, mls]) : leagueTree('basketball', [nba]),
  );
  (getLeague as jest.Mock).mockResolvedValue(leagueDetail());
  (getLeagueSchedule as jest.Mock).mockImplementation(async (_id: number, round: number) => ({
    season: leagueDetail().season,
    round,
    roundName: `第${round}轮`,
    matches: [match(900 + round, { round })],
  }));
});

describe('/league directory', () => {
  it('groups leagues into 热门, regions, 国际赛事 and 篮球, each league linking to ?id=', async () => {
    renderAt(<LeaguePage />, '/league');
    expect(screen.getByRole('heading', { level: 1, name: '全球赛事资料库' })).toBeInTheDocument();
    const groups = await screen.findByRole('navigation', { name: '赛事分组' });
    expect(
      within(groups)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['热门', '欧洲', '美洲', '国际赛事', '篮球']);
    expect(screen.getByRole('link', { name: '英超' })).toHaveAttribute('href', '/league?id=1');
    expect(screen.getByRole('link', { name: 'NBA' })).toHaveAttribute('href', '/league?id=108');
  });

  it('shows the group named by ?group=', async () => {
    renderAt(<LeaguePage />, '/league?group=intl');
    const list = await screen.findByRole('list', { name: '国际赛事 · 欧洲' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['欧冠']);
  });

  it('searches every league by name', async () => {
    renderAt(<LeaguePage />, '/league');
    await userEvent.type(await screen.findByRole('searchbox', { name: '搜索赛事' }), '美职');
    const results = screen.getByRole('list', { name: '搜索结果' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['美职联']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), '没有这个');
    expect(screen.getByText('没有找到「没有这个」相关的赛事')).toBeInTheDocument();
  });
});

describe('/league?id=', () => {
  it('opens on the standings of the league', async () => {
    renderAt(<LeaguePage />, '/league?id=1');
    expect(await screen.findByRole('heading', { name: '英格兰超级联赛' })).toBeInTheDocument();
    expect(getLeague).toHaveBeenCalledWith(1, null);
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('link', { name: '积分榜' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the round of ?round= and switches rounds through the URL', async () => {
    renderAt(<LeaguePage />, '/league?id=1&tab=schedule&round=3');
    expect(await screen.findByRole('heading', { name: '赛程 · 第3轮' })).toBeInTheDocument();
    expect(getLeagueSchedule).toHaveBeenLastCalledWith(1, 3, null);
    expect(await screen.findByRole('link', { name: /比赛详情：曼联 2 - 1 维拉/ })).toHaveAttribute(
      'href',
      '/matchDetail/1/903',
    );
    await userEvent.click(screen.getByRole('button', { name: /下一轮/ }));
    // The switch is a transition: the URL follows once the next round's schedule has been read.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/league?id=1&tab=schedule&round=4'),
    );
    expect(getLeagueSchedule).toHaveBeenLastCalledWith(1, 4, null);
  });

  it('switches to a past season with the 赛季 select, through the URL, and shows its table', async () => {
    const current = leagueDetail();
    const past = leagueDetail({
      season: {
        ...current.season,
        id: 900,
        name: '2024/25',
        code: '2024-25',
        current: false,
        currentRound: 38,
      },
      standings: premierTable().slice(0, 20),
    });
    (getLeague as jest.Mock).mockImplementation(async (_id: number, season: string | null) =>
      season === '2024-25' ? past : current,
    );
    renderAt(<LeaguePage />, '/league?id=1&round=3');
    const select = await screen.findByRole('combobox', { name: '赛季' });
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['2026/27（本赛季）', '2025/26（数据截至3月13日）', '2024/25']);
    await userEvent.selectOptions(select, '2024-25');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/league?id=1&season=2024-25'),
    );
    expect(getLeague).toHaveBeenLastCalledWith(1, '2024-25');
    expect(await screen.findByText(/往季真实赛果/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '赛季' })).toHaveValue('2024-25');
  });

  it('names a past season completed by simulation by the day its real results stop, and says so under the select', async () => {
    const current = leagueDetail();
    const seasons = [
      { code: '2026-27', name: '2026/27', current: true, through: null },
      { code: '2025-26', name: '2025/26', current: false, through: null, simulatedAfter: '2026-03-09' },
      { code: '2024-25', name: '2024/25', current: false, through: null },
    ];
    (getLeague as jest.Mock).mockResolvedValue(
      leagueDetail({
        season: {
          ...current.season,
          name: '2025/26',
          code: '2025-26',
          current: false,
          simulatedAfter: '2026-03-09',
        },
        seasons,
      }),
    );
    renderAt(<LeaguePage />, '/league?id=1&season=2025-26');
    const select = await screen.findByRole('combobox', { name: '赛季' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026/27（本赛季）', '2025/26（3月9日后为模拟）', '2024/25']);
    expect(await screen.findByText(/3月9日后的赛果为模拟，按该赛季真实的降级球队补全/)).toBeInTheDocument();
    expect(screen.queryByText(/该赛季数据未完整/)).not.toBeInTheDocument();
  });

  it("shows a past season's real board with its source, rows linked only to players in the tables", async () => {
    const current = leagueDetail();
    (getLeague as jest.Mock).mockResolvedValue(
      leagueDetail({ season: { ...current.season, name: '2024/25', code: '2024-25', current: false } }),
    );
    (getLeagueLeaders as jest.Mock).mockResolvedValue({
      list: [
        {
          rank: 1,
          playerId: 48,
          playerTeamId: 14,
          name: '萨拉赫',
          team: match(1).home,
          teamName: '利物浦',
          value: 29,
          played: null,
          source: 'premierleague.com',
        },
        {
          rank: 2,
          playerId: null,
          playerTeamId: null,
          name: '退役球员',
          team: null,
          teamName: '莱斯特城',
          value: 23,
          played: null,
          source: 'premierleague.com',
        },
      ],
      page: 1,
      pageSize: 30,
      total: 2,
      hasMore: false,
      note: '2024-25赛季真实榜单，只列出可核实的名次。来源：premierleague.com',
    });
    renderAt(<LeaguePage />, '/league?id=1&season=2024-25&tab=leaders');
    expect(await screen.findByRole('link', { name: '萨拉赫' })).toHaveAttribute('href', '/player/48/14');
    expect(getLeagueLeaders).toHaveBeenCalledWith(1, 'goals', '2024-25');
    expect(screen.getByText('退役球员').closest('a')).toBeNull();
    expect(screen.getByText('莱斯特城')).toBeInTheDocument();
    expect(screen.getByText(/来源：premierleague.com/)).toBeInTheDocument();
    // No games in the source: no 出场 column rather than an invented one.
    expect(screen.queryByRole('columnheader', { name: /出场/ })).toBeNull();
  });

  it('says 暂无 and why for a past season no source covers, and links to the current board', async () => {
    const current = leagueDetail();
    (getLeague as jest.Mock).mockResolvedValue(
      leagueDetail({ season: { ...current.season, name: '2019/20', code: '2019-20', current: false } }),
    );
    (getLeagueLeaders as jest.Mock).mockResolvedValue({
      list: [],
      page: 1,
      pageSize: 30,
      total: 0,
      hasMore: false,
      note: '暂无2019-20赛季的该项球员榜：本站只有这个赛季的比赛结果，没有可核实来源的球员数据，不做推算。',
    });
    renderAt(<LeaguePage />, '/league?id=1&season=2019-20&tab=leaders');
    expect(await screen.findByText(/暂无2019-20赛季的该项球员榜/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看本赛季射手榜' })).toHaveAttribute(
      'href',
      '/league?id=1&tab=leaders&type=goals',
    );
  });

  it('says when the league has no such season, with a way back', async () => {
    (getLeague as jest.Mock).mockRejectedValue(new RequestError('该赛季暂无数据', 'business', 404));
    renderAt(<LeaguePage />, '/league?id=1&season=1999-00');
    expect(await screen.findByRole('heading', { name: '未找到该赛季' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看本赛季' })).toHaveAttribute('href', '/league?id=1');
  });

  it('pages an NBA schedule by date (前一天 / 后一天), with no rounds anywhere', async () => {
    const base = leagueDetail();
    (getLeague as jest.Mock).mockResolvedValue(
      leagueDetail({
        league: nba,
        season: { ...base.season, currentRound: 39, totalRounds: 174, firstDay: '2026-10-21' },
      }),
    );
    renderAt(<LeaguePage />, '/league?id=108&tab=schedule');
    expect(await screen.findByRole('heading', { name: '赛程 · 11月28日' })).toBeInTheDocument();
    expect(screen.getByText(/2026\/27赛季 · 常规赛 · 11月28日/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '11月28日（今天）' })).toBeInTheDocument();
    expect(screen.queryByText(/第\d+轮/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /前一天/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/league?id=108&tab=schedule&round=38'),
    );
    expect(await screen.findByRole('heading', { name: '赛程 · 11月27日' })).toBeInTheDocument();
  });

  it('defaults to the current round', async () => {
    renderAt(<LeaguePage />, '/league?id=1&tab=schedule');
    expect(await screen.findByRole('heading', { name: '赛程 · 第16轮' })).toBeInTheDocument();
  });

  it('shows 射手榜 and 助攻榜 by ?type=', async () => {
    (getLeagueLeaders as jest.Mock).mockResolvedValue({
      list: [
        {
          rank: 1,
          playerId: 48,
          playerTeamId: 14,
          name: '射手甲',
          team: match(1).home,
          teamName: '',
          value: 7,
          played: 16,
          source: null,
        },
      ],
      page: 1,
      pageSize: 30,
      total: 1,
      hasMore: false,
      note: null,
    });
    renderAt(<LeaguePage />, '/league?id=1&tab=leaders&type=assists');
    expect(await screen.findByRole('link', { name: '射手甲' })).toHaveAttribute('href', '/player/48/14');
    expect(getLeagueLeaders).toHaveBeenCalledWith(1, 'assists', null);
    expect(screen.getByRole('heading', { name: '助攻榜' })).toBeInTheDocument();
  });

  it('shows the knock-out rounds of a cup from the API: ties, legs, aggregate, winner and open places', async () => {
    (getLeague as jest.Mock).mockResolvedValue(
      leagueDetail({ league: ucl, standings: cupTable(), knockout: knockoutRounds() }),
    );
    renderAt(<LeaguePage />, '/league?id=6&tab=knockout');
    const playoffs = await screen.findByRole('list', { name: '淘汰赛附加赛对阵' });
    const ties = within(playoffs)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === playoffs);
    expect(ties).toHaveLength(8);
    const first = ties[0] as HTMLElement;
    expect(within(first).getByLabelText('总比分 3-0')).toBeInTheDocument();
    expect(within(first).getByText('晋级')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '首回合 球队124 0-1 球队109' })).toHaveAttribute(
      'href',
      '/matchDetail/1/900',
    );
    const last16 = screen.getByRole('list', { name: '1/8决赛对阵' });
    expect(within(last16).getByRole('link', { name: '次回合 球队101 04:00 球队116' })).toBeInTheDocument();
    expect(screen.getByText('进行中')).toBeInTheDocument();
    const quarters = screen.getByRole('list', { name: '1/4决赛对阵' });
    expect(within(quarters).getByText('1/8决赛 种子1方胜者')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '联赛阶段' })).toBeInTheDocument();
  });

  it('says the knock-out rounds are not drawn yet while the league phase is played, with their dates', async () => {
    const undrawn = knockoutRounds().map((round) => ({ ...round, state: 'upcoming' as const, ties: [] }));
    (getLeague as jest.Mock).mockResolvedValue(
      leagueDetail({ league: ucl, standings: cupTable(), knockout: undrawn }),
    );
    renderAt(<LeaguePage />, '/league?id=6&tab=knockout');
    expect(await screen.findByText(/淘汰赛对阵将于联赛阶段结束后抽签/)).toBeInTheDocument();
    const calendar = screen.getByRole('list', { name: '淘汰赛赛程' });
    expect(within(calendar).getAllByRole('listitem')).toHaveLength(undrawn.length);
    expect(within(calendar).getByText('1/8决赛')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '淘汰赛附加赛对阵' })).toBeNull();
  });

  it('has no 淘汰赛 tab for a cup without knock-out rounds', async () => {
    (getLeague as jest.Mock).mockResolvedValue(
      leagueDetail({ league: ucl, standings: cupTable(), knockout: null }),
    );
    renderAt(<LeaguePage />, '/league?id=6');
    expect(await screen.findByRole('link', { name: '联赛阶段' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '淘汰赛' })).toBeNull();
  });

  it('shows not-found for an unknown league id', async () => {
    (getLeague as jest.Mock).mockRejectedValue(new RequestError('访问资源不存在', 'business', 404));
    renderAt(<LeaguePage />, '/league?id=99999');
    expect(await screen.findByRole('heading', { name: '未找到该赛事' })).toBeInTheDocument();
  });

  it('does not ask the server about an id that is not a number', () => {
    renderAt(<LeaguePage />, '/league?id=abc');
    expect(screen.getByRole('heading', { name: '未找到该赛事' })).toBeInTheDocument();
    expect(getLeague).not.toHaveBeenCalled();
  });

  it('offers 重试 after a failure', async () => {
    (getLeague as jest.Mock).mockRejectedValueOnce(new RequestError('网络问题，请稍后再试', 'transport'));
    renderAt(<LeaguePage />, '/league?id=1');
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '英格兰超级联赛' })).toBeInTheDocument();
  });
});
