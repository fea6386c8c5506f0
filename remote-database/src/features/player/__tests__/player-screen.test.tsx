import { screen, within } from '@testing-library/react';
import { RequestError, type PlayerDetailData } from '@jincheng/shared';
import { match } from '../../../test-utils/fixtures';
import { playerDetail } from '../../../test-utils/team-fixtures';
import { renderAt } from '../../../test-utils/render';
import { getPlayer } from '../api/player-api';
import PlayerLqPage from '../player-lq-page';
import PlayerPage from '../player-page';

jest.mock('../api/player-api');

beforeEach(() => {
  jest.clearAllMocks();
  (getPlayer as jest.Mock).mockResolvedValue(playerDetail());
});

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('/player/:playerId/:teamId', () => {
  it('shows the profile and the season totals', async () => {
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    expect(await screen.findByRole('heading', { name: /球员332/ })).toBeInTheDocument();
    expect(getPlayer).toHaveBeenCalledWith(332);
    expect(statValue('位置')).toHaveTextContent('前锋');
    expect(statValue('身高')).toHaveTextContent('cm');
    expect(statValue('进球')).toHaveTextContent('7');
    expect(statValue('出场时间')).toHaveTextContent('936分钟');
    // The average of his match ratings, two decimals as 评分榜 and 对比 write it.
    expect(statValue('平均评分')).toHaveTextContent('6.93');
    expect(statValue('黄牌')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: '曼彻斯特联' })).toHaveAttribute('href', '/team/14');
  });

  it('shows the birthday as a date and leaves out what is not known, with no market value', async () => {
    const data: PlayerDetailData = playerDetail();
    data.player = { ...data.player, birthDate: '2000-07-21', weight: null, foot: '左脚' };
    (getPlayer as jest.Mock).mockResolvedValue(data);
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    expect(await screen.findByRole('heading', { name: /球员332/ })).toBeInTheDocument();
    expect(statValue('生日')).toHaveTextContent('2000年7月21日');
    expect(statValue('惯用脚')).toHaveTextContent('左脚');
    expect(screen.queryByText('体重', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('身价', { selector: 'dt' })).toBeNull();
  });

  it('shows a birth year alone and leaves out an unknown height, age and foot', async () => {
    const data: PlayerDetailData = playerDetail();
    data.player = { ...data.player, birthDate: '1999', age: null, height: null, foot: null };
    (getPlayer as jest.Mock).mockResolvedValue(data);
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    expect(await screen.findByRole('heading', { name: /球员332/ })).toBeInTheDocument();
    expect(statValue('生日')).toHaveTextContent(/^1999年$/);
    for (const label of ['身高', '年龄', '惯用脚'])
      expect(screen.queryByText(label, { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(/nullcm|null岁/)).toBeNull();
  });

  it('shows the original spelling and what else fans call the player', async () => {
    const data = playerDetail();
    data.player.nameEn = 'Cristiano Ronaldo';
    data.player.aliases = ['C罗', 'CR7'];
    (getPlayer as jest.Mock).mockResolvedValue(data);
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    expect(await screen.findByText('又称 C罗 / CR7')).toBeInTheDocument();
    expect(screen.getByText(/Cristiano Ronaldo/)).toBeInTheDocument();
  });

  it('shows no alias line for a player without one', async () => {
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    expect(await screen.findByRole('heading', { name: /球员332/ })).toBeInTheDocument();
    expect(screen.queryByText(/又称/)).not.toBeInTheDocument();
  });

  it('links each recent match to its detail page', async () => {
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    const table = await screen.findByRole('table', { name: '近期比赛' });
    const links = within(table).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/matchDetail/1/157', '/matchDetail/1/146']);
    expect(within(table).getByRole('columnheader', { name: /进球/ })).toBeInTheDocument();
  });

  it('lists the career: this season from the match lines, 暂无 when no source has his past seasons', async () => {
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    const career = (await screen.findByRole('heading', { name: '生涯数据' })).closest('section')!;
    const table = within(career).getByRole('table', { name: '生涯各赛季数据' });
    expect(within(table).getByText('2026/27（本赛季）')).toBeInTheDocument();
    expect(within(career).getByText(/暂无往季数据/)).toBeInTheDocument();
  });

  it("lists a player's past seasons with their source", async () => {
    const data = playerDetail();
    data.career = [
      ...data.career,
      {
        season: '2024-25',
        club: '曼城',
        league: '英超',
        current: false,
        appearances: 31,
        starts: 31,
        minutes: 2660,
        goals: 22,
        assists: 3,
        points: null,
        rebounds: null,
        assistsPerGame: null,
        source: 'Premier League stats 2024-25',
      },
    ];
    (getPlayer as jest.Mock).mockResolvedValue(data);
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    const career = (await screen.findByRole('heading', { name: '生涯数据' })).closest('section')!;
    const row = within(career).getByText('2024-25').closest('tr')!;
    expect(within(row).getByText('曼城 · 英超')).toBeInTheDocument();
    expect(within(row).getByText('22')).toBeInTheDocument();
    expect(within(career).getByText(/来源：Premier League stats 2024-25/)).toBeInTheDocument();
    expect(within(career).queryByText(/暂无往季数据/)).toBeNull();
  });

  it('shows not-found for an unknown player', async () => {
    (getPlayer as jest.Mock).mockRejectedValue(new RequestError('访问资源不存在', 'business', 404));
    renderAt(<PlayerPage />, '/player/999999/14', '/player/:playerId/:teamId');
    expect(await screen.findByRole('heading', { name: '未找到该球员' })).toBeInTheDocument();
  });
});

describe('/playerLq/:playerId/:teamId', () => {
  it('shows per-game averages and links matches to basketball detail', async () => {
    const data: PlayerDetailData = playerDetail();
    data.player.position = '中锋';
    data.seasonStats = {
      ...data.seasonStats,
      points: 20.3,
      rebounds: 6.1,
      assistsPerGame: 2.4,
      minutes: 660,
      appearances: 22,
    };
    data.recentMatches = [
      { match: match(29884, { sport: 'basketball' }), line: { points: 22, rebounds: 8 } },
    ];
    (getPlayer as jest.Mock).mockResolvedValue(data);
    renderAt(<PlayerLqPage />, '/playerLq/41608/1737', '/playerLq/:playerId/:teamId');
    expect(await screen.findByText('场均得分')).toBeInTheDocument();
    expect(statValue('场均得分')).toHaveTextContent('20.3');
    expect(statValue('场均时间')).toHaveTextContent('30.0');
    expect(screen.getByRole('link', { name: '曼联 2-1 维拉' })).toHaveAttribute(
      'href',
      '/basketballDetail/2/29884',
    );
  });
});
