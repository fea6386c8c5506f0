import { screen, within } from '@testing-library/react';
import type { ExpertSummary } from '@jincheng/shared';
import { leagueDetail, leagueItem, leagueTree, match } from '../../../test-utils/fixtures';
import { renderAt } from '../../../test-utils/render';
import { getLeagueTree } from '../../../api/league-tree-api';
import { getRankingExperts, getRankingPlayers, getRankingStandings } from '../api/ranking-api';
import RankingPage from '../ranking-page';

jest.mock('../../../api/league-tree-api');
jest.mock('../api/ranking-api');

const epl = leagueItem(1, '英超', { hot: true });
const ucl = leagueItem(6, '欧冠', { hot: true, kind: 'cup', countryName: '国际' });
const nba = leagueItem(108, 'NBA', { sport: 'basketball', hot: true, countryName: '美国' });

const expert = (id: number, hitRate: number, streak: number): ExpertSummary => ({
  id,
  name: `专家${id}`,
  avatar: `/sportapi/badges/experts/${id}.svg`,
  sport: 'football',
  title: '资深分析师',
  bio: '',
  hitRate,
  streak,
  bestStreak: 10,
  followers: 134_397,
  settled: 100,
  red: 80,
  black: 20,
  tags: [],
});

const page = <T,>(list: T[]) => ({ list, page: 1, pageSize: 30, total: list.length, hasMore: false });

beforeEach(() => {
  jest.clearAllMocks();
  (getLeagueTree as jest.Mock).mockImplementation(async (sport: string) =>
    sport === 'football' ? leagueTree('football', [epl, ucl]) : leagueTree('basketball', [nba]),
  );
  (getRankingStandings as jest.Mock).mockResolvedValue(leagueDetail());
  (getRankingPlayers as jest.Mock).mockResolvedValue(
    page([
      {
        rank: 1,
        playerId: 48,
        playerTeamId: 14,
        name: '得分王',
        team: match(1).home,
        teamName: '',
        value: 31.2,
        played: 20,
        source: null,
      },
    ]),
  );
  (getRankingExperts as jest.Mock).mockResolvedValue(page([expert(30, 86.3, 1), expert(25, 84.4, 0)]));
});

describe('/ranking', () => {
  it('opens on the standings of the first big league; cups are not offered', async () => {
    renderAt(<RankingPage />, '/ranking');
    expect(screen.getByRole('heading', { level: 1, name: '排行榜' })).toBeInTheDocument();
    const leagues = await screen.findByRole('navigation', { name: '选择联赛' });
    expect(
      within(leagues)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['英超', 'NBA']);
    expect(await screen.findAllByRole('row')).toHaveLength(21);
    expect(getRankingStandings).toHaveBeenCalledWith(1);
  });

  it('shows the basketball player boards for a basketball league', async () => {
    renderAt(<RankingPage />, '/ranking?board=players&league=108&type=points');
    expect(await screen.findByRole('link', { name: '得分王' })).toHaveAttribute('href', '/playerLq/48/14');
    expect(getRankingPlayers).toHaveBeenCalledWith(108, 'points');
    const types = screen.getByRole('navigation', { name: '球员榜类型' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['得分榜', '篮板榜', '助攻榜', '抢断榜', '盖帽榜', '三分榜']);
    expect(screen.getByText('31.2')).toBeInTheDocument();
  });

  it('lists experts with hit rate and streak, linking to /expertsDetail', async () => {
    renderAt(<RankingPage />, '/ranking?board=experts&sort=streak');
    expect(await screen.findByRole('link', { name: '专家30' })).toHaveAttribute(
      'href',
      '/expertsDetail?id=30',
    );
    expect(getRankingExperts).toHaveBeenCalledWith('streak');
    expect(screen.getByText('86.3%')).toBeInTheDocument();
    expect(screen.getByText('1连红')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '连红榜' })).toHaveAttribute('aria-current', 'page');
    expect(getLeagueTree).not.toHaveBeenCalled();
  });
});
