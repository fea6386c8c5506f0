import type { Lineup, LineupPlayer } from '@jincheng/shared/core';
import type { SportContext } from '../context';
import type { RecordLineup } from '../facts/match-records';
import type { MatchRow } from './match-rows';
import { absencesFor } from '../absences/absence-read';
import { nowS } from '../time';
import { realCaptains } from './captains';

/**
 * A match's line-ups as the page shows them: the recorded line-ups with each team's coach. Before the official
 * line-up is out (an hour before kickoff) they are 预计首发, the expected XI without the players known to be out;
 * ratings and the minutes of changes appear once the match has started.
 */
export async function footballLineups(
  ctx: SportContext,
  row: MatchRow,
  lineups: { home: RecordLineup; away: RecordLineup } | null,
  started: boolean,
): Promise<{ home: Lineup; away: Lineup } | null> {
  const now = nowS();
  const coaches = await ctx.db.qb
    .selectFrom('sport_teams')
    .select(['id', 'coach', 'name'])
    .where('id', 'in', [row.home_id, row.away_id])
    .execute();
  const clubName = (teamId: number) => coaches.find((c) => c.id === teamId)?.name ?? '';
  if (!started && row.kickoff - now > 3600) return expectedLineups(ctx, row, clubName, coaches);
  if (!lineups) return null;
  const coach = (teamId: number) => coaches.find((c) => c.id === teamId)?.coach ?? '';
  const side = (l: RecordLineup, teamId: number): Lineup => {
    // The club's real captain wears the armband when he starts (a sourced fact); else the recorded choice.
    const real = realCaptains().get(clubName(teamId));
    const named = real !== undefined && l.starters.some((p) => p.name === real);
    return {
      formation: l.formation,
      coach: coach(teamId),
      starters: named ? l.starters.map((p) => ({ ...p, captain: p.name === real })) : l.starters,
      bench: l.bench,
    };
  };
  return { home: side(lineups.home, row.home_id), away: side(lineups.away, row.away_id) };
}

/** What the armband rule reads of a starter (the provider's player). */
interface CaptainCandidate {
  id: number;
  name: string;
  position: string;
  skill: number;
  real?: boolean;
  start?: number;
}

/**
 * The armband: the club's real captain when he starts (people tables' `captain`, a sourced fact: 厄德高 for
 * 阿森纳); otherwise a real player of the club before a generated filler: the outfield player of the highest
 * first-choice standing (engine/player-rates.ts), then skill.
 */
function captainOf(starters: CaptainCandidate[], club: string): number | undefined {
  const real = realCaptains().get(club);
  const named = real ? starters.find((p) => p.name === real) : undefined;
  if (named) return named.id;
  return [...starters].sort(
    (a, b) =>
      Number(b.real ?? false) - Number(a.real ?? false) ||
      Number(a.position === 'G') - Number(b.position === 'G') ||
      (b.start ?? 0) - (a.start ?? 0) ||
      b.skill - a.skill,
  )[0]?.id;
}

/**
 * 预计首发 before the official line-up is out (an hour before kickoff): each club's likely XI from the line-up
 * logic (its usual system, the first-choice players of each line) without the players known to be out now
 * (injured or banned, absences/), marked `expected`; no bench, no ratings.
 */
async function expectedLineups(
  ctx: SportContext,
  row: MatchRow,
  clubName: (teamId: number) => string,
  coaches: Array<{ id: number; coach: string }>,
): Promise<{ home: Lineup; away: Lineup } | null> {
  if (row.status !== 'scheduled' && row.status !== 'tbd') return null;
  const build = async (teamId: number): Promise<Lineup | null> => {
    const out = await absencesFor(ctx.db, row, teamId, nowS());
    const xi = await ctx.scripts.expectedXi(teamId, new Set(out.absences.map((a) => a.playerId)));
    if (xi.starters.length < 11) return null;
    const captainId = captainOf(
      xi.starters.map((s) => s.player),
      clubName(teamId),
    );
    return {
      expected: true,
      formation: xi.formation,
      coach: coaches.find((c) => c.id === teamId)?.coach ?? '',
      starters: xi.starters.map((s) => ({
        playerId: s.player.id,
        name: s.player.name,
        number: s.player.number,
        position: s.player.position as LineupPlayer['position'],
        x: s.x,
        y: s.y,
        captain: s.player.id === captainId,
        rating: null,
        cameOn: null,
        wentOff: null,
      })),
      bench: [],
    };
  };
  const [home, away] = await Promise.all([build(row.home_id), build(row.away_id)]);
  return home && away ? { home, away } : null;
}
