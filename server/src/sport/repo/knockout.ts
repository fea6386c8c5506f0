import type {
  CompetitionStage,
  KnockoutRound,
  KnockoutSide,
  KnockoutTie,
  MatchSummary,
  StandingRow,
} from '@jincheng/shared/core';
import { STAGE_LABELS } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { isoUtc } from '../time';
import { bracketTies, type BracketTie } from './bracket';
import { MATCH_SELECT, toSummary, type MatchRow } from './match-rows';

interface StoredStage {
  stage: CompetitionStage;
  legs: Array<{ round: number; leg: number | null; from: number; to: number }>;
}

/**
 * A cup's knock-out rounds from its stored calendar, its league-phase table and the knock-out matches played
 * so far: drawn ties with their legs, aggregate and winner; later rounds with the places still open. While the
 * league phase is being played the rounds carry their dates and no ties (nothing is drawn yet).
 * Null for competitions without knock-out rounds.
 */
export async function knockoutRounds(ctx: SportContext, seasonId: number): Promise<KnockoutRound[] | null> {
  const season = await ctx.db.qb
    .selectFrom('sport_seasons')
    .select(['stages', 'current'])
    .where('id', '=', seasonId)
    .executeTakeFirst();
  const stages = JSON.parse(season?.stages ?? '[]') as StoredStage[];
  if (!stages.length) return null;
  const table = await ctx.standings.table(seasonId);
  const rows = await all(
    ctx.db.qb,
    sql<MatchRow>`${MATCH_SELECT} WHERE m.season_id = ${seasonId} AND m.stage NOT IN ('regular', 'league_phase')
      ORDER BY m.round, m.kickoff`,
  );
  // The draw follows the league phase: until its last match is over, no knock-out pairing exists.
  const open = await first(
    ctx.db.qb,
    sql<{ n: number }>`SELECT COUNT(*) n FROM sport_matches
      WHERE season_id = ${seasonId} AND stage = 'league_phase' AND status <> 'finished'`,
  );
  const drawn = Number(open?.n ?? 0) === 0;
  const rank = await ctx.standings.lookup([seasonId]);
  const matches = rows.map((r) => toSummary(r, rank));
  const winners = new Map<number, number>();
  // A past season shows the real draw: its pairings are the matches played, not our bracket order.
  const past = season?.current === 0;
  return stages.map(({ stage, legs }, index) => {
    const next = stages[index + 1]?.stage;
    const pairs = past ? playedTies(stage, matches, table) : drawn && bracketTies(stage, table, winners);
    const ties = (pairs || []).map((tie): KnockoutTie => {
      const mine = matches.filter((m) => m.stage === stage && sameTeams(m, tie.high, tie.low));
      const started = mine.filter((m) => m.homeScore !== null && m.awayScore !== null);
      const aggregate = started.length
        ? started.reduce(
            (sum, m) => {
              const highHome = m.home.id === tie.high;
              return {
                high: sum.high + ((highHome ? m.homeScore : m.awayScore) ?? 0),
                low: sum.low + ((highHome ? m.awayScore : m.homeScore) ?? 0),
              };
            },
            { high: 0, low: 0 },
          )
        : null;
      const over = mine.length === legs.length && mine.every((m) => m.status === 'finished');
      // A past round level on aggregate went to penalties (not in the scores): the winner is the club that
      // played the next round.
      const through = past && next ? matches.find((m) => m.stage === next && playsIn(m, tie)) : undefined;
      const winnerId = through
        ? ([tie.high, tie.low].find((id) => id === through.home.id || id === through.away.id) ?? null)
        : over && aggregate
          ? aggregate.high > aggregate.low
            ? tie.high
            : tie.low
          : null;
      if (winnerId !== null) winners.set(tie.key, winnerId);
      return {
        high: side(table, tie.high),
        low: side(table, tie.low),
        highFrom: tie.highFrom,
        lowFrom: tie.lowFrom,
        legs: mine,
        aggregate,
        winnerId,
      };
    });
    const decided = ties.length > 0 && ties.every((t) => t.winnerId !== null);
    const begun = ties.some((t) => t.legs.some((m) => m.phase !== 'upcoming'));
    return {
      stage,
      name: STAGE_LABELS[stage],
      legs: legs.map((l) => ({ leg: l.leg, from: isoUtc(l.from), to: isoUtc(l.to) })),
      state: decided ? 'done' : begun ? 'live' : 'upcoming',
      ties,
    };
  });
}

/** The ties of a played round, one per pair of clubs, the better league-phase place first. */
function playedTies(
  stage: CompetitionStage,
  matches: readonly MatchSummary[],
  table: readonly StandingRow[],
): BracketTie[] {
  const rankOf = (id: number) => table.find((r) => r.team.id === id)?.rank ?? 99;
  const seen = new Set<string>();
  const ties: BracketTie[] = [];
  for (const m of matches.filter((x) => x.stage === stage)) {
    const key = [m.home.id, m.away.id].sort((a, b) => a - b).join('-');
    if (seen.has(key)) continue;
    seen.add(key);
    const [high, low] =
      rankOf(m.home.id) <= rankOf(m.away.id) ? [m.home.id, m.away.id] : [m.away.id, m.home.id];
    ties.push({ key: ties.length, high, low, highFrom: null, lowFrom: null });
  }
  return ties.sort((a, b) => rankOf(a.high ?? 0) - rankOf(b.high ?? 0));
}

function playsIn(m: MatchSummary, tie: BracketTie): boolean {
  return [tie.high, tie.low].some((id) => id === m.home.id || id === m.away.id);
}

function sameTeams(m: MatchSummary, a: number | null, b: number | null): boolean {
  return (m.home.id === a && m.away.id === b) || (m.home.id === b && m.away.id === a);
}

function side(table: readonly StandingRow[], id: number | null): KnockoutSide | null {
  const row = table.find((r) => r.team.id === id);
  return row ? { team: row.team, seed: row.rank } : null;
}
