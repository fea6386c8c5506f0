import type { Lineup, LineupPlayer } from '@jincheng/shared/core';
import type { SportContext } from '../context';
import type { FootballScript } from '../engine/football-script';
import type { MatchRow } from './match-rows';

/**
 * Lineups come from the match script. Before kickoff they are the expected XI (published an hour before,
 * as clubs do); ratings appear once the match has started.
 */
export async function footballLineups(
  ctx: SportContext,
  row: MatchRow,
  script: FootballScript,
  started: boolean,
): Promise<{ home: Lineup; away: Lineup } | null> {
  const nowS = Date.now() / 1000;
  if (!started && row.kickoff - nowS > 3600) return null;
  const coaches = await ctx.db.qb
    .selectFrom('sport_teams')
    .select(['id', 'coach'])
    .where('id', 'in', [row.home_id, row.away_id])
    .execute();
  const build = (side: 'home' | 'away', teamId: number): Lineup => {
    const lineup = script.lineups[side];
    const rating = (id: number) => (started ? (script.ratings.get(id) ?? null) : null);
    const captainId = [...lineup.starters].sort((a, b) => b.player.skill - a.player.skill)[0]?.player.id;
    const starters: LineupPlayer[] = lineup.starters.map((s) => ({
      playerId: s.player.id,
      name: s.player.name,
      number: s.player.number,
      position: s.player.position as LineupPlayer['position'],
      x: s.x,
      y: s.y,
      captain: s.player.id === captainId,
      rating: rating(s.player.id),
    }));
    const bench: LineupPlayer[] = lineup.bench.map((p) => ({
      playerId: p.id,
      name: p.name,
      number: p.number,
      position: p.position as LineupPlayer['position'],
      x: 0,
      y: 0,
      captain: false,
      rating: null,
    }));
    return {
      formation: lineup.formation,
      coach: coaches.find((c) => c.id === teamId)?.coach ?? '',
      starters,
      bench,
    };
  };
  return { home: build('home', row.home_id), away: build('away', row.away_id) };
}
