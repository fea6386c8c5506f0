import type { Db } from '../../../src/db/database';
import type { AnyScript } from '../../../src/sport/engine/script';
import type { FootballScript } from '../../../src/sport/engine/football-script';
import type { ScriptEvent } from '../../../src/sport/engine/types';
import type { Squads } from '../../../src/sport/engine/consistency/football-audit';
import type { MatchRow } from '../../../src/sport/repo/match-rows';
import { ScriptStore } from '../../../src/sport/script-store';
import { addDays, shanghaiDay } from '../../../src/sport/time';
import { openTestDb } from '../../db/test-db';
import { prep } from '../../db/sql';
import { sportTemplate, TEST_SEED, testAnchor } from '../helpers';

/** Statuses of matches that have been (or are being) played. */
export const PLAYED = `status NOT IN ('scheduled', 'tbd', 'postponed', 'cancelled')`;

export interface Seeded {
  db: Db;
  scripts: ScriptStore;
  anchor: number;
  today: string;
  /** First and last day of the fortnight around the anchor (today − 7 … today + 7). */
  from: string;
  to: string;
  close(): Promise<void>;
}

/** A copy of the shared seeded template (either engine), with the same script store the API uses. */
export async function openSeeded(): Promise<Seeded> {
  const test = await openTestDb({ template: await sportTemplate(), migrate: false });
  const anchor = testAnchor();
  const today = shanghaiDay(anchor);
  return {
    db: test.db,
    scripts: new ScriptStore(test.db, () => TEST_SEED, 100),
    anchor,
    today,
    from: addDays(today, -7),
    to: addDays(today, 7),
    close: () => test.dispose(),
  };
}

/** Every played match of one sport in the fortnight, whatever its league. */
export function playedInFortnight(s: Seeded, sport: string): Promise<MatchRow[]> {
  return prep(
    s.db,
    `SELECT * FROM sport_matches WHERE sport = ? AND day BETWEEN ? AND ? AND ${PLAYED} ORDER BY id`,
  ).all<MatchRow>(sport, s.from, s.to);
}

/** The scripts of these matches, built by the API's script store, for checks that walk thousands of them. */
export async function scriptsOf(s: Seeded, rows: MatchRow[]): Promise<Map<number, AnyScript>> {
  const out = new Map<number, AnyScript>();
  for (const row of rows) out.set(row.id, await s.scripts.get(row));
  return out;
}

export function squadsOf(script: FootballScript): Squads {
  const side = (s: 'home' | 'away') => ({
    starters: script.lineups[s].starters.map((x) => x.player.id),
    bench: script.lineups[s].bench.map((p) => p.id),
  });
  return { home: side('home'), away: side('away') };
}

/** A stored timeline row in the script's shape, with the running score the row carries. */
export type StoredEvent = Omit<ScriptEvent, 't'> & { score: { home: number; away: number } };

const EVENT_COLUMNS = `match_id, period, minute, stoppage, clock, side, kind, player_id, related_id, points, text,
  home_score, away_score`;

type EventRow = Omit<StoredEvent, 'score' | 'playerId' | 'relatedId'> & {
  match_id: number;
  player_id: number | null;
  related_id: number | null;
  home_score: number;
  away_score: number;
};

const toStored = ({
  match_id: _m,
  player_id,
  related_id,
  home_score,
  away_score,
  ...e
}: EventRow): StoredEvent => ({
  ...e,
  playerId: player_id,
  relatedId: related_id,
  score: { home: home_score, away: away_score },
});

/** A match's stored timeline (sport_events) in the audit's shape. */
export async function storedEvents(db: Db, matchId: number): Promise<StoredEvent[]> {
  const rows = await prep(
    db,
    `SELECT ${EVENT_COLUMNS} FROM sport_events WHERE match_id = ? ORDER BY id`,
  ).all<EventRow>(matchId);
  return rows.map(toStored);
}

/** The stored timelines of many matches at once, by match id. */
export async function timelines(db: Db, ids: number[]): Promise<Map<number, StoredEvent[]>> {
  const out = new Map<number, StoredEvent[]>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += 500) {
    const list = ids.slice(i, i + 500).join(',') || '0';
    const rows = await prep(
      db,
      `SELECT ${EVENT_COLUMNS} FROM sport_events WHERE match_id IN (${list}) ORDER BY id`,
    ).all<EventRow>();
    for (const row of rows) out.get(row.match_id)?.push(toStored(row));
  }
  return out;
}
