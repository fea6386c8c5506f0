import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamStatsData } from '@jincheng/shared';
import { teamDetail } from '../../../test-utils/team-fixtures';
import { renderAt } from '../../../test-utils/render';
import { getTeam, getTeamStats } from '../api/team-api';
import TeamPage from '../team-page';

jest.mock('../api/team-api');

const seasons = [
  { leagueId: 1, leagueShortName: '英超', code: '2026-27', name: '2026/27', current: true },
  { leagueId: 1, leagueShortName: '英超', code: '2024-25', name: '2024/25', current: false },
  { leagueId: 6, leagueShortName: '欧冠', code: '2024-25', name: '2024/25', current: false },
];
const current: TeamStatsData = {
  sport: 'football',
  season: seasons[0]!,
  seasons,
  played: 12,
  won: 7,
  drawn: 3,
  lost: 2,
  football: {
    goalsForPerGame: 1.83,
    goalsAgainstPerGame: 0.92,
    xgForPerGame: 1.71,
    xgAgainstPerGame: 1.05,
    shotsPerGame: 14.2,
    shotsOnTargetPerGame: 5.1,
    cleanSheets: 4,
  },
  basketball: null,
};
const past: TeamStatsData = {
  ...current,
  season: seasons[2]!,
  played: 8,
  football: {
    ...current.football!,
    xgForPerGame: null,
    xgAgainstPerGame: null,
    shotsPerGame: null,
    shotsOnTargetPerGame: null,
  },
};

beforeEach(() => {
  jest.clearAllMocks();
  (getTeam as jest.Mock).mockResolvedValue(teamDetail());
  (getTeamStats as jest.Mock).mockImplementation(async (_id: number, season: { code: string } | null) =>
    season ? past : current,
  );
});

describe('a team page’s 数据 section', () => {
  it('shows the season’s per-game goals, xG, shots and clean sheets', async () => {
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    const data = await screen.findByRole('region', { name: '数据' });
    expect(await within(data).findByText('1.71')).toBeInTheDocument();
    const value = (label: string) => within(data).getByText(label).nextElementSibling?.textContent;
    expect(value('场均进球')).toBe('1.83');
    expect(value('场均被xG')).toBe('1.05');
    expect(within(data).queryByText('控球率')).not.toBeInTheDocument();
    expect(value('场均射门')).toBe('14.2');
    expect(value('零封')).toBe('4');
    expect(data).toHaveTextContent('2026/27 英超 · 已赛 12 场 · 7胜3平2负');
    expect(getTeamStats).toHaveBeenCalledWith(14, null);
  });

  it('switches season with the 赛季 select (英超 and 欧冠 of one year apart); a past season says why xG is missing', async () => {
    renderAt(<TeamPage />, '/team/14', '/team/:id');
    const data = await screen.findByRole('region', { name: '数据' });
    const select = await within(data).findByRole('combobox', { name: '赛季' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026/27 英超（本赛季）', '2024/25 英超', '2024/25 欧冠']);
    await userEvent.selectOptions(select, '6:2024-25');
    expect(getTeamStats).toHaveBeenLastCalledWith(14, { code: '2024-25', leagueId: 6 });
    expect(await within(data).findByText('往季真实赛果只有比分，无 xG 与射门统计。')).toBeInTheDocument();
    expect(within(data).getByText('场均xG').nextElementSibling?.textContent).toBe('—');
  });
});
