import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerSeasonLineData } from '@jincheng/shared';
import { match } from '../../../test-utils/fixtures';
import { playerDetail } from '../../../test-utils/team-fixtures';
import { renderAt } from '../../../test-utils/render';
import { getPlayer, getPlayerSeason, searchPlayers } from '../api/player-api';
import PlayerPage from '../player-page';

jest.mock('../api/player-api');

const line = (id: number, name: string, over: Partial<PlayerSeasonLineData> = {}): PlayerSeasonLineData => ({
  playerId: id,
  name,
  sport: 'football',
  position: '前锋',
  team: match(1).home,
  seasonName: '2026/27',
  leagueName: '英格兰超级联赛',
  appearances: 12,
  minutes: 1010,
  football: { goals: 9, assists: 2, xg: 7.41, rating: 7.32, cleanSheets: 0 },
  basketball: null,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  (getPlayer as jest.Mock).mockResolvedValue(playerDetail());
  (getPlayerSeason as jest.Mock).mockImplementation(async (id: number) =>
    id === 332
      ? line(332, '球员332')
      : line(501, '球员501', {
          appearances: 11,
          football: { goals: 5, assists: 6, xg: 4.2, rating: 7.05, cleanSheets: 0 },
        }),
  );
  (searchPlayers as jest.Mock).mockResolvedValue({
    q: '球员',
    groups: [
      {
        kind: 'player',
        total: 3,
        list: [
          {
            kind: 'player',
            id: 501,
            sport: 'football',
            name: '球员501',
            nameEn: '',
            teamId: 15,
            teamName: '阿森纳',
            position: '中场',
            number: 8,
            photo: '',
          },
          {
            kind: 'player',
            id: 332,
            sport: 'football',
            name: '球员332',
            nameEn: '',
            teamId: 14,
            teamName: '曼彻斯特联',
            position: '前锋',
            number: 9,
            photo: '',
          },
          {
            kind: 'player',
            id: 900,
            sport: 'basketball',
            name: '篮球员',
            nameEn: '',
            teamId: 99,
            teamName: '湖人',
            position: '中锋',
            number: 3,
            photo: '',
          },
        ],
      },
    ],
  });
});

describe('player comparison (对比)', () => {
  it('finds another player of the same sport by search (?find=) and sets ?compare=', async () => {
    renderAt(<PlayerPage />, '/player/332/14', '/player/:playerId/:teamId');
    const card = await screen.findByRole('region', { name: '对比' });
    await userEvent.type(within(card).getByRole('searchbox', { name: '选择对比球员' }), '球员');
    await userEvent.click(within(card).getByRole('button', { name: '搜索' }));
    const hits = await within(card).findByRole('list', { name: '搜索结果' });
    // Himself and the basketball player are left out.
    expect(
      within(hits)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/player/332/14?compare=501']);
    expect(searchPlayers).toHaveBeenCalledWith('球员');
  });

  it('shows both players side by side in a table for the same season, the better figure marked', async () => {
    renderAt(<PlayerPage />, '/player/332/14?compare=501', '/player/:playerId/:teamId');
    const table = await screen.findByRole('table', { name: /球员332 与 球员501 · 2026\/27赛季对比/ });
    expect(getPlayerSeason).toHaveBeenCalledWith(332);
    expect(getPlayerSeason).toHaveBeenCalledWith(501);
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('预期进球 (xG)')).toEqual(['7.41', '4.20']);
    expect(row('平均评分')).toEqual(['7.32', '7.05']);
    expect(row('助攻')).toEqual(['2', '6']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['项目', `球员332${match(1).home.shortName}`, `球员501${match(1).home.shortName}`]);
    expect(screen.getByRole('link', { name: '清除对比' })).toHaveAttribute('href', '/player/332/14');
  });

  it('refuses a player of the other sport and says why', async () => {
    (getPlayerSeason as jest.Mock).mockImplementation(async (id: number) =>
      id === 332 ? line(332, '球员332') : line(900, '篮球员', { sport: 'basketball', football: null }),
    );
    renderAt(<PlayerPage />, '/player/332/14?compare=900', '/player/:playerId/:teamId');
    expect(await screen.findByText('只能对比同一项目的球员：篮球员是篮球球员。')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /对比/ })).not.toBeInTheDocument();
  });
});
