import type { Lineup } from '@jincheng/shared/core';
import type { SportContext } from '../context';
import type { RecordLineup } from '../facts/match-records';
import type { MatchRow } from './match-rows';

/**
 * A match's line-ups as the page shows them: the recorded line-ups with each team's coach. Before kickoff
 * they are the expected XI, published an hour before (as clubs do); ratings and the minutes of changes appear
 * once the match has started.
 */
export async function footballLineups(
  ctx: SportContext,
  row: MatchRow,
  lineups: { home: RecordLineup; away: RecordLineup } | null,
  started: boolean,
): Promise<{ home: Lineup; away: Lineup } | null> {
  const nowS = Date.now() / 1000;
  if (!lineups || (!started && row.kickoff - nowS > 3600)) return null;
  const coaches = await ctx.db.qb
    .selectFrom('sport_teams')
    .select(['id', 'coach'])
    .where('id', 'in', [row.home_id, row.away_id])
    .execute();
  const coach = (teamId: number) => coaches.find((c) => c.id === teamId)?.coach ?? '';
  const side = (l: RecordLineup, teamId: number): Lineup => ({
    formation: l.formation,
    coach: coach(teamId),
    starters: l.starters,
    bench: l.bench,
  });
  return { home: side(lineups.home, row.home_id), away: side(lineups.away, row.away_id) };
}
