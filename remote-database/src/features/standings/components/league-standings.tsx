import type { LeagueItem, StandingRow } from '@jincheng/shared';
import { splitConferences } from '../lib/conferences';
import { StandingsTable } from './standings-table';

export interface LeagueStandingsProps {
  league: Pick<LeagueItem, 'name' | 'shortName' | 'sport' | 'kind'>;
  season: string;
  rows: readonly StandingRow[];
}

/** One league's table(s): conference tables for the NBA, the league phase table for cups. */
export function LeagueStandings({ league, season, rows }: LeagueStandingsProps) {
  const conferences = league.sport === 'basketball' ? splitConferences(league.shortName, rows) : null;
  if (conferences)
    return (
      <>
        {conferences.map((conference) => (
          <StandingsTable
            key={conference.name}
            rows={conference.rows}
            sport="basketball"
            caption={`${league.shortName} ${season} ${conference.name}排名`}
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
