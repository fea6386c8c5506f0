import type { LeagueItem, StandingRow } from '@jincheng/shared';
import { splitGroups } from '../../lib/standings/groups';
import { StandingsTable } from './standings-table';

export interface LeagueStandingsProps {
  league: Pick<LeagueItem, 'name' | 'shortName' | 'sport' | 'kind'>;
  season: string;
  rows: readonly StandingRow[];
}

/** One league's table(s): a table per group (NBA conferences, 亚冠精英 regions), else one table. */
export function LeagueStandings({ league, season, rows }: LeagueStandingsProps) {
  const groups = splitGroups(rows);
  if (groups)
    return (
      <>
        {groups.map((group) => (
          <StandingsTable
            key={group.name}
            rows={group.rows}
            sport={league.sport}
            caption={`${league.shortName} ${season} ${group.name}排名`}
          />
        ))}
      </>
    );
  const name = league.kind === 'cup' ? '联赛阶段排名' : '积分榜';
  return (
    <StandingsTable
      rows={rows}
      sport={league.sport}
      caption={`${league.shortName} ${season} ${name}`}
      hideCaption
    />
  );
}
