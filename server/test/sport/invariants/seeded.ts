import Database from 'better-sqlite3';
import type { Db } from '../../../src/db/database';
import type { FootballScript } from '../../../src/sport/engine/football-script';
import type { ScriptEvent } from '../../../src/sport/engine/types';
import type { Squads } from '../../../src/sport/engine/consistency/football-audit';
import type { MatchRow } from '../../../src/sport/repo/match-rows';
import { ScriptStore } from '../../../src/sport/script-store';
import { addDays, shanghaiDay } from '../../../src/sport/time';
import { templateFile, TEST_SEED, testAnchor } from '../helpers';

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
  close(): void;
}

/** The shared seeded template, read-only, with the same script store the API uses. */
export function openSeeded(): Seeded {
  const db = new Database(templateFile(), { readonly: true }) as unknown as Db;
  const anchor = testAnchor();
  const today = shanghaiDay(anchor);
  return {
    db,
    scripts: new ScriptStore(db, () => TEST_SEED, 100),
    anchor,
    today,
    from: addDays(today, -7),
    to: addDays(today, 7),
    close: () => db.close(),
  };
}

/** Every played match of one sport in the fortnight, whatever its league. */
export function playedInFortnight(s: Seeded, sport: string): MatchRow[] {
  return s.db
    .prepare(`SELECT * FROM sport_matches WHERE sport = ? AND day BETWEEN ? AND ? AND ${PLAYED} ORDER BY id`)
    .all(sport, s.from, s.to) as MatchRow[];
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

/** A match's stored timeline (sport_events) in the audit's shape. */
export function storedEvents(db: Db, matchId: number): StoredEvent[] {
  const rows = db
    .prepare(
      `SELECT period, minute, stoppage, clock, side, kind, player_id playerId, related_id relatedId, points, text,
      home_score, away_score FROM sport_events WHERE match_id = ? ORDER BY id`,
    )
    .all(matchId) as Array<Omit<StoredEvent, 'score'> & { home_score: number; away_score: number }>;
  return rows.map(({ home_score, away_score, ...e }) => ({
    ...e,
    score: { home: home_score, away: away_score },
  }));
}
