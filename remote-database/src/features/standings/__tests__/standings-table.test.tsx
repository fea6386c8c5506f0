import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { premierTable, standingRow, teamRef } from '../../../test-utils/fixtures';
import { renderAt } from '../../../test-utils/render';
import { LeagueStandings } from '../components/league-standings';
import { StandingsTable } from '../components/standings-table';

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

describe('LeagueStandings for basketball', () => {
  const EAST = ['Boston Celtics', 'New York Knicks', 'Miami Heat', 'Chicago Bulls', 'Atlanta Hawks'];
  const east = [
    ...EAST,
    'Brooklyn Nets',
    'Charlotte Hornets',
    'Cleveland Cavaliers',
    'Detroit Pistons',
    'Indiana Pacers',
    'Milwaukee Bucks',
    'Orlando Magic',
    'Philadelphia 76ers',
    'Toronto Raptors',
    'Washington Wizards',
  ];
  const nba = Array.from({ length: 30 }, (_, i) =>
    standingRow(i + 1, {
      team: teamRef(500 + i, `队${i + 1}`, i % 2 === 0 ? (east[i / 2] as string) : `West ${i}`),
      won: 30 - i,
      lost: i,
      drawn: 0,
      winPct: (30 - i) / 30,
      zone: i < 8 ? '季后赛' : null,
    }),
  );
  const league = { name: '美国职业篮球联赛', shortName: 'NBA', sport: 'basketball', kind: 'league' } as const;

  it('splits the NBA into 东部 and 西部 tables with conference seeds and win percentages', () => {
    renderAt(<LeagueStandings league={league} season="2026/27" rows={nba} />, '/');
    const eastTable = screen.getByRole('table', { name: 'NBA 2026/27 东部排名' });
    const westTable = screen.getByRole('table', { name: 'NBA 2026/27 西部排名' });
    expect(within(eastTable).getAllByRole('row')).toHaveLength(16);
    expect(within(westTable).getAllByRole('row')).toHaveLength(16);
    const secondEast = within(eastTable).getAllByRole('row')[2] as HTMLElement;
    expect(secondEast).toHaveTextContent('队3');
    expect(within(secondEast).getByText('（季后赛）')).toBeInTheDocument();
    expect(within(eastTable).getByRole('columnheader', { name: /胜率/ })).toBeInTheDocument();
    expect(within(eastTable).getAllByText('（附加赛）')).toHaveLength(4);
  });

  it('keeps one table for a league without conferences', () => {
    renderAt(<LeagueStandings league={{ ...league, shortName: 'CBA' }} season="2026/27" rows={nba} />, '/');
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
