import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { premierTable, standingRow, teamRef } from '../../../test-utils/fixtures';
import { renderAt } from '../../../test-utils/render';
import { LeagueStandings } from '../league-standings';
import { StandingsTable } from '../standings-table';

const rowOf = (team: string) => screen.getByText(team, { exact: true }).closest('tr') as HTMLElement;

describe('StandingsTable', () => {
  it('marks the zone rows and explains the colours in a legend', () => {
    renderAt(<StandingsTable rows={premierTable()} sport="football" caption="英超积分榜" />, '/');
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(within(rowOf('球队101')).getByText('（欧冠资格）')).toBeInTheDocument();
    expect(within(rowOf('球队105')).getByText('（欧联资格）')).toBeInTheDocument();
    expect(within(rowOf('球队120')).getByText('（降级区）')).toBeInTheDocument();
    expect(within(rowOf('球队110')).queryByText(/（.+）/)).toBeNull();
    const legend = screen.getByRole('list', { name: '排名区间说明' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['欧冠资格', '欧联资格', '降级区']);
  });

  it('keeps each team in its zone when sorted by another column', async () => {
    renderAt(<StandingsTable rows={premierTable()} sport="football" caption="英超积分榜" />, '/');
    await userEvent.click(screen.getByRole('button', { name: /积分/ }));
    await userEvent.click(screen.getByRole('button', { name: /积分/ }));
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('球队120');
    expect(within(first).getByText('（降级区）')).toBeInTheDocument();
  });

  it('says so when a competition has no table', () => {
    renderAt(<StandingsTable rows={[]} sport="football" caption="友谊赛" />, '/');
    expect(screen.getByText('该赛事暂无积分榜')).toBeInTheDocument();
  });
});

describe('LeagueStandings for grouped tables', () => {
  // As the API sends the NBA: sorted by conference, ranked and zoned within each conference.
  const nba = Array.from({ length: 30 }, (_, i) => {
    const rank = (i % 15) + 1;
    return standingRow(rank, {
      team: teamRef(500 + i, `队${i + 1}`, `Team ${i + 1}`),
      won: 30 - rank,
      lost: rank,
      drawn: 0,
      winPct: (30 - rank) / 30,
      zone: rank <= 6 ? '季后赛' : rank <= 10 ? '附加赛' : null,
      group: i < 15 ? '东部' : '西部',
    });
  });
  const league = { name: '美国职业篮球联赛', shortName: 'NBA', sport: 'basketball', kind: 'league' } as const;

  it('shows one table per conference, in the order and ranks the API gives', () => {
    renderAt(<LeagueStandings league={league} season="2026/27" rows={nba} />, '/');
    const eastTable = screen.getByRole('table', { name: 'NBA 2026/27 东部排名' });
    const westTable = screen.getByRole('table', { name: 'NBA 2026/27 西部排名' });
    expect(within(eastTable).getAllByRole('row')).toHaveLength(16);
    expect(within(westTable).getAllByRole('row')).toHaveLength(16);
    const secondEast = within(eastTable).getAllByRole('row')[2] as HTMLElement;
    expect(secondEast).toHaveTextContent('队2');
    expect(within(secondEast).getByText('（季后赛）')).toBeInTheDocument();
    expect(within(westTable).getAllByRole('row')[1]).toHaveTextContent('队16');
    expect(within(eastTable).getByRole('columnheader', { name: /胜率/ })).toBeInTheDocument();
    expect(within(eastTable).getAllByText('（附加赛）')).toHaveLength(4);
  });

  it('splits a football cup into its regional groups', () => {
    const afc = Array.from({ length: 24 }, (_, i) =>
      standingRow((i % 12) + 1, { team: teamRef(700 + i, `亚冠${i + 1}`), group: i < 12 ? '东区' : '西区' }),
    );
    const cup = { name: '亚冠精英联赛', shortName: '亚冠精英', sport: 'football', kind: 'cup' } as const;
    renderAt(<LeagueStandings league={cup} season="2026" rows={afc} />, '/');
    expect(screen.getByRole('table', { name: '亚冠精英 2026 东区排名' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '亚冠精英 2026 西区排名' })).toBeInTheDocument();
  });

  it('keeps one table when the rows carry no group', () => {
    renderAt(
      <LeagueStandings
        league={{ ...league, shortName: 'CBA' }}
        season="2026/27"
        rows={nba.map((r) => ({ ...r, group: null }))}
      />,
      '/',
    );
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
