import type { FollowedMatchesData, FollowSet, MatchStatus } from '@jincheng/shared/core';
import { MATCH_STATUS_PHASE } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all } from '../../db/query';
import type { SportContext } from '../context';
import { MATCH_SELECT, toSummary, type MatchRow } from '../repo/match-rows';
import { nowS } from '../time';

/** At most this many matches in one answer (the widget and the tab show fewer). */
const MAX_MATCHES = 100;
/** A followed team's "next" match is looked for this far ahead. */
const AHEAD_S = 30 * 86400;

const statusesIn = (phase: 'live' | 'upcoming') =>
  (Object.keys(MATCH_STATUS_PHASE) as MatchStatus[]).filter((s) => MATCH_STATUS_PHASE[s] === phase);

const rank = (r: MatchRow) => {
  const phase = MATCH_STATUS_PHASE[r.status];
  return phase === 'live' ? 0 : phase === 'upcoming' ? 1 : 2;
};

/**
 * The matches a set of follows points at: every followed match, each followed team's live matches and its
 * next one, and the live matches of followed leagues. Live first, then upcoming by kickoff, then the rest
 * (newest first).
 */
export async function followedMatches(ctx: SportContext, follows: FollowSet): Promise<FollowedMatchesData> {
  const eventId = ctx.hub.lastId;
  const live = statusesIn('live');
  const upcoming = statusesIn('upcoming');
  const now = nowS();
  const { teams, leagues, matches } = follows;
  const reads: Array<Promise<MatchRow[]>> = [];
  if (matches.length)
    reads.push(all(ctx.db.qb, sql<MatchRow>`${MATCH_SELECT} WHERE m.id IN (${sql.join(matches)})`));
  if (teams.length) {
    const side = sql`(m.home_id IN (${sql.join(teams)}) OR m.away_id IN (${sql.join(teams)}))`;
    reads.push(
      all(
        ctx.db.qb,
        sql<MatchRow>`${MATCH_SELECT} WHERE ${side} AND (m.status IN (${sql.join(live)})
          OR (m.status IN (${sql.join(upcoming)}) AND m.kickoff BETWEEN ${now - 3 * 3600} AND ${now + AHEAD_S}))
          ORDER BY m.kickoff LIMIT 2000`,
      ).then((rows) => nextPerTeam(rows, new Set(teams))),
    );
  }
  if (leagues.length)
    reads.push(
      all(
        ctx.db.qb,
        sql<MatchRow>`${MATCH_SELECT} WHERE m.league_id IN (${sql.join(leagues)})
          AND m.status IN (${sql.join(live)}) ORDER BY m.kickoff LIMIT ${MAX_MATCHES}`,
      ),
    );
  const byId = new Map<number, MatchRow>();
  for (const rows of await Promise.all(reads)) for (const r of rows) byId.set(r.id, r);
  const rows = [...byId.values()]
    .sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.kickoff - a.kickoff : a.kickoff - b.kickoff))
    .slice(0, MAX_MATCHES);
  const ranks = await ctx.standings.lookup([...new Set(rows.map((r) => r.season_id))]);
  return { eventId, matches: rows.map((r) => toSummary(r, ranks)) };
}

/** Of a followed team's matches (sorted by kickoff): all live ones and the first upcoming one. */
function nextPerTeam(rows: MatchRow[], teams: Set<number>): MatchRow[] {
  const picked: MatchRow[] = [];
  const hasNext = new Set<number>();
  for (const r of rows) {
    const sides = [r.home_id, r.away_id].filter((t) => teams.has(t));
    if (MATCH_STATUS_PHASE[r.status] === 'live') {
      picked.push(r);
      continue;
    }
    if (sides.some((t) => !hasNext.has(t))) picked.push(r);
    for (const t of sides) hasNext.add(t);
  }
  return picked;
}
