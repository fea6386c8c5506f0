import zlib from 'node:zlib';
import type { BasketballMatchDetail, FootballMatchDetail, Lineup } from '@jincheng/shared/core';
import type { Db } from '../../db/database';

/** A side's line-up as the provider records it; the coach is read from the team when the page is built. */
export type RecordLineup = Omit<Lineup, 'coach'>;

/**
 * What a football match page shows besides its timeline (sport_events) and the players' lines
 * (sport_player_lines): statistics, line-ups with ratings and the minutes of changes, the referee, shots,
 * momentum and the best-rated player.
 */
export interface FootballRecord extends Pick<
  FootballMatchDetail,
  'stats' | 'referee' | 'shots' | 'momentum' | 'bestPlayer'
> {
  sport: 'football';
  /** Seconds from kickoff to the final whistle (half-time, stoppage and any extra time included). */
  end: number;
  lineups: { home: RecordLineup; away: RecordLineup } | null;
}

/**
 * A basketball game's quarters, team totals, box score and play-by-play (newest first). Its sport_events rows
 * are kept only for the last days (news and 战报 read them); the page reads the play-by-play from here.
 */
export interface BasketballRecord extends Pick<
  BasketballMatchDetail,
  'quarters' | 'teamStats' | 'boxScore' | 'playByPlay'
> {
  sport: 'basketball';
  /** Seconds from tip-off to the final buzzer (breaks and any overtime included). */
  end: number;
}

/**
 * A match's record at one instant, in the product's terms. The provider of the present (today the simulator,
 * live/ and seed/; a licensed feed would be another) writes it to sport_match_records when the match ends, and
 * the read path (repo/) shows a finished match from it and the stored timeline alone, whatever happens to the
 * squads or the simulator afterwards.
 */
export type MatchRecord = FootballRecord | BasketballRecord;

/**
 * The stored form: JSON compressed with Brotli at quality 4 (a football record is ~12 KB of JSON, ~2.5 KB
 * stored; quality 4 compresses smaller than zlib's default and in half its time), as a BLOB/BYTEA.
 */
export const encodeRecord = (record: MatchRecord): Buffer =>
  zlib.brotliCompressSync(JSON.stringify(record), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
  });

export const decodeRecord = (stored: Uint8Array): MatchRecord =>
  JSON.parse(zlib.brotliDecompressSync(stored).toString('utf8')) as MatchRecord;

/** The sport_match_records row of a finished match (the seed and the simulator write the same columns). */
export const recordRow = (matchId: number, record: MatchRecord) => ({
  match_id: matchId,
  sport: record.sport,
  record: encodeRecord(record),
});

/** A finished match's stored record, or null when none was written (a past season's real result). */
export async function storedRecord(db: Db, matchId: number): Promise<MatchRecord | null> {
  const row = await db.qb
    .selectFrom('sport_match_records')
    .select('record')
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return row ? decodeRecord(row.record) : null;
}
