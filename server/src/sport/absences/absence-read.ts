import type { Db, RawSqlite } from '../../db/database';
import { BASKETBALL_RULES, bansAfter, cardRuleOf, type CardLine, type PlayedMatch } from './card-rules';

/** Statuses after which a match will not be played (on this date). */
const FINAL = ['finished', 'abandoned', 'postponed', 'cancelled'];

/** Competitions whose cards ban nobody (club friendlies). */
export const NO_BANS = new Set(['俱乐部赛', '友谊赛', '热身赛']);

/** Whether a competition's discipline bans anyone: football's but friendlies, basketball's with a rule. */
export const bansApply = (sport: string, short: string): boolean =>
  sport === 'basketball' ? short in BASKETBALL_RULES : !NO_BANS.has(short);

/** A match line's cards as the rules count them: basketball's technical fouls stand for yellows. */
export const cardLineOf = (
  sport: string,
  l: { playerId: number; yellow: number; red: number; technicals: number },
): CardLine =>
  sport === 'basketball'
    ? { playerId: l.playerId, yellow: l.technicals, red: 0 }
    : { playerId: l.playerId, yellow: l.yellow, red: l.red };

/** A stored line's cards as the rules count them: cardLineOf on a sport_player_lines row, keeping its match. */
const cardOf = (
  sport: string,
  r: { match_id: number; player_id: number; yellow: number; red: number; technicals: number },
): StoredCard => {
  const { yellow, red } = cardLineOf(sport, { playerId: r.player_id, ...r });
  return { match_id: r.match_id, player_id: r.player_id, yellow, red };
};

/**
 * The bans standing before a club's match of a competition, from its finished matches there that kicked off
 * before it, oldest first (by kickoff, then id). The one rule the seed (seed-absences.ts, while it plays the
 * season) and the read path (below: pages, script store) apply, so a match's squads are the same whoever
 * builds its script.
 */
export function bansStanding(
  sport: string,
  short: string,
  played: PlayedMatch[],
): ReturnType<typeof bansAfter> {
  return bansApply(sport, short) ? bansAfter(cardRuleOf(short), played) : [];
}

/** One player out of one match, as the read path answers it. */
export interface AbsenceRow {
  playerId: number;
  kind: 'injury' | 'suspension';
  reason: string;
  /** Injury: when it happened (epoch seconds); suspension: null. */
  from: number | null;
  /** Injury: the expected return (epoch seconds), null when unknown; suspension: null. */
  until: number | null;
  /** Suspension: matches of the ban left, this one included. */
  matches: number | null;
  source: string;
}

export interface AbsenceMatch {
  id: number;
  sport: string;
  league_id: number;
  season_id: number;
  kickoff: number;
}

/**
 * Who of the club is out of the match: the stored injuries that keep him out at kickoff (known by `asOf`:
 * the page shows only injuries that already happened; the script store passes Infinity), and the bans of the
 * competition's card rules from the stored cards of the club's finished matches before it (absences/
 * card-rules.ts). `pending`: the club's matches of the competition still to be played before this one — a
 * ban they will serve first is not shown (`asOf` finite) but counted by the script store, which then does not
 * keep the script (it may change once they are played).
 */
export async function absencesFor(
  db: Db,
  match: AbsenceMatch,
  teamId: number,
  asOf: number,
): Promise<{ absences: AbsenceRow[]; pending: number }> {
  const injuries = await db.qb
    .selectFrom('sport_absences')
    .select(['player_id', 'kind', 'reason', 'from_ts', 'until_ts', 'source'])
    .where('team_id', '=', teamId)
    .where('from_ts', '<', match.kickoff)
    // Whole seconds: the columns are BIGINT on PostgreSQL, which refuses a fractional bound.
    .where('from_ts', '<=', Number.isFinite(asOf) ? Math.floor(asOf) : Number.MAX_SAFE_INTEGER)
    .where((eb) => eb.or([eb('until_ts', 'is', null), eb('until_ts', '>', match.kickoff)]))
    .orderBy('from_ts')
    .orderBy('id')
    .execute();
  const absences: AbsenceRow[] = injuries.map((r) => ({
    playerId: r.player_id,
    kind: r.kind === 'suspension' ? 'suspension' : 'injury',
    reason: r.reason,
    from: r.from_ts,
    until: r.until_ts,
    matches: null,
    source: r.source,
  }));
  const bans = await standingBans(db, match, teamId, absences, Number.isFinite(asOf));
  return { absences: [...absences, ...bans.rows], pending: bans.pending };
}

/** The bans of the competition's card rules standing before the match, and the club's matches still pending. */
async function standingBans(
  db: Db,
  match: AbsenceMatch,
  teamId: number,
  already: AbsenceRow[],
  asShown: boolean,
): Promise<{ rows: AbsenceRow[]; pending: number }> {
  const league = await db.qb
    .selectFrom('sport_leagues')
    .select('short_name')
    .where('id', '=', match.league_id)
    .executeTakeFirst();
  const short = league?.short_name ?? '';
  if (!bansApply(match.sport, short)) return { rows: [], pending: 0 };
  const earlier = await db.qb
    .selectFrom('sport_matches')
    .select(['id', 'status'])
    .where('season_id', '=', match.season_id)
    .where('league_id', '=', match.league_id)
    .where('kickoff', '<', match.kickoff)
    .where('id', '!=', match.id)
    .where((eb) => eb.or([eb('home_id', '=', teamId), eb('away_id', '=', teamId)]))
    .orderBy('kickoff')
    .orderBy('id')
    .execute();
  const finished = earlier.filter((m) => m.status === 'finished').map((m) => m.id);
  const pending = earlier.filter((m) => !FINAL.includes(m.status)).length;
  const cards = finished.length
    ? await db.qb
        .selectFrom('sport_player_lines')
        .select(['match_id', 'player_id', 'yellow', 'red', 'technicals'])
        .where('match_id', 'in', finished)
        .where('team_id', '=', teamId)
        .where((eb) => eb.or([eb('yellow', '>', 0), eb('red', '>', 0), eb('technicals', '>', 0)]))
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((r) => cardOf(match.sport, r)))
    : [];
  return { rows: bansOf(match.sport, short, finished, cards, already, pending, asShown), pending };
}

interface StoredCard {
  match_id: number;
  player_id: number;
  yellow: number;
  red: number;
}

/** The bans standing, as absences (a player already out injured is listed once, for his injury). */
function bansOf(
  sport: string,
  short: string,
  finished: number[],
  cards: StoredCard[],
  already: AbsenceRow[],
  pending: number,
  asShown: boolean,
): AbsenceRow[] {
  const played: PlayedMatch[] = finished.map((id) => ({
    matchId: id,
    cards: cards
      .filter((c) => c.match_id === id)
      .map((c) => ({ playerId: c.player_id, yellow: c.yellow, red: c.red })),
  }));
  const out = new Set(already.map((a) => a.playerId));
  const rows: AbsenceRow[] = [];
  for (const ban of bansStanding(sport, short, played)) {
    if (asShown && ban.left <= pending) continue;
    if (out.has(ban.playerId)) continue;
    rows.push({
      playerId: ban.playerId,
      kind: 'suspension',
      reason: ban.reason,
      from: null,
      until: null,
      matches: asShown ? ban.left - pending : ban.left,
      source: 'simulated',
    });
  }
  return rows;
}

/** absencesFor on the seed's synchronous SQLite (the 情报 the seed writes), as known at `asOf`. */
export function absencesSync(db: RawSqlite, match: AbsenceMatch, teamId: number, asOf: number): AbsenceRow[] {
  const injuries = db
    .prepare(
      `SELECT player_id, kind, reason, from_ts, until_ts, source FROM sport_absences WHERE team_id = ?
       AND from_ts < ? AND from_ts <= ? AND (until_ts IS NULL OR until_ts > ?) ORDER BY from_ts, id`,
    )
    .all(teamId, match.kickoff, asOf, match.kickoff) as Array<{
    player_id: number;
    kind: string;
    reason: string;
    from_ts: number;
    until_ts: number | null;
    source: string;
  }>;
  const absences: AbsenceRow[] = injuries.map((r) => ({
    playerId: r.player_id,
    kind: r.kind === 'suspension' ? 'suspension' : 'injury',
    reason: r.reason,
    from: r.from_ts,
    until: r.until_ts,
    matches: null,
    source: r.source,
  }));
  const league = db.prepare('SELECT short_name FROM sport_leagues WHERE id = ?').get(match.league_id) as
    { short_name: string } | undefined;
  const short = league?.short_name ?? '';
  if (!bansApply(match.sport, short)) return absences;
  const earlier = db
    .prepare(
      `SELECT id, status FROM sport_matches WHERE season_id = ? AND league_id = ? AND kickoff < ? AND id != ?
       AND (home_id = ? OR away_id = ?) ORDER BY kickoff, id`,
    )
    .all(match.season_id, match.league_id, match.kickoff, match.id, teamId, teamId) as Array<{
    id: number;
    status: string;
  }>;
  const finished = earlier.filter((m) => m.status === 'finished').map((m) => m.id);
  const pending = earlier.filter((m) => !FINAL.includes(m.status)).length;
  const cards = finished.length
    ? (
        db
          .prepare(
            `SELECT match_id, player_id, yellow, red, technicals FROM sport_player_lines WHERE team_id = ?
           AND match_id IN (${finished.map(() => '?').join(',')}) AND (yellow > 0 OR red > 0 OR technicals > 0)
           ORDER BY id`,
          )
          .all(teamId, ...finished) as Array<StoredCard & { technicals: number }>
      ).map((r) => cardOf(match.sport, r))
    : [];
  return [...absences, ...bansOf(match.sport, short, finished, cards, absences, pending, true)];
}
