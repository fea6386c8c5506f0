import { screen, within } from '@testing-library/react';
import { leagueDetail, leagueItem, match } from '../../../test-utils/fixtures';
import { renderAt } from '../../../test-utils/render';
import { getLeague, getLeagueLeaders } from '../api/league-api';
import LeaguePage from '../league-page';

jest.mock('../api/league-api');
jest.mock('../../../api/league-tree-api');

const nba = leagueItem(108, 'NBA', { sport: 'basketball', hot: true, countryName: '美国' });
const page = (value: number, note: string | null, played = 12) => ({
  list: [
    {
      rank: 1,
      playerId: 48,
      playerTeamId: match(1).home.id,
      name: '球员甲',
      team: match(1).home,
      teamName: match(1).home.name,
      value,
      played,
      source: null,
    },
  ],
  page: 1,
  pageSize: 30,
  total: 1,
  hasMore: false,
  note,
});

beforeEach(() => {
  jest.clearAllMocks();
  (getLeague as jest.Mock).mockResolvedValue(leagueDetail());
});

describe('the deeper leader boards', () => {
  it('offers 预期进球, 评分榜 and 零封榜 beside 射手榜 and 助攻榜 (football)', async () => {
    (getLeagueLeaders as jest.Mock).mockResolvedValue(
      page(7.5, '预期进球（xG）为球员本赛季每次射门的 xG 之和'),
    );
    renderAt(<LeaguePage />, '/league?id=1&tab=leaders&type=xg');
    const tabs = await screen.findByRole('navigation', { name: '榜单类型' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['射手榜', '助攻榜', '预期进球', '评分榜', '零封榜']);
    expect(getLeagueLeaders).toHaveBeenCalledWith(1, 'xg', null);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /预期进球 \(xG\)/ })).toBeInTheDocument();
    // xG is written with two decimals, and the per-game column divides it by his appearances.
    expect(within(table).getByText('7.50')).toBeInTheDocument();
    expect(within(table).getByText('0.63')).toBeInTheDocument();
    expect(screen.getByText(/球员本赛季每次射门的 xG 之和/)).toBeInTheDocument();
  });

  it('states the API’s note (what 评分榜 averages and its minimum) under it, with no per-game column', async () => {
    (getLeagueLeaders as jest.Mock).mockResolvedValue(
      page(7.31, '平均评分为球员本赛季每场评分的平均值，只统计有评分的场次不少于球队已赛场次一半的球员'),
    );
    renderAt(<LeaguePage />, '/league?id=1&tab=leaders&type=rating');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('7.31')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /场均/ })).not.toBeInTheDocument();
    expect(screen.getByText(/不少于球队已赛场次一半的球员/)).toBeInTheDocument();
  });

  it('offers 抢断, 盖帽 and 三分 per game (basketball) with the API’s minimum-of-games note', async () => {
    (getLeague as jest.Mock).mockResolvedValue(leagueDetail({ league: nba }));
    (getLeagueLeaders as jest.Mock).mockResolvedValue(
      page(2.4, '场均榜只统计出场次数不少于球队已赛场次一半的球员'),
    );
    renderAt(<LeaguePage />, '/league?id=108&tab=leaders&type=threes');
    const tabs = await screen.findByRole('navigation', { name: '榜单类型' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['得分榜', '篮板榜', '助攻榜', '抢断榜', '盖帽榜', '三分榜']);
    expect(getLeagueLeaders).toHaveBeenCalledWith(108, 'threes', null);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /场均三分命中/ })).toBeInTheDocument();
    expect(within(table).getByText('2.4')).toBeInTheDocument();
    expect(screen.getByText(/场均榜只统计出场次数不少于/)).toBeInTheDocument();
  });
});
