import Database from 'better-sqlite3';
import type { Db } from '../../../src/db/database';
import type { FootballScript } from '../../../src/sport/engine/football-script';
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

export interface StoredEvent {
  period: number;
  minute: number;
  stoppage: number;
  clock: number | null;
  side: 'home' | 'away' | null;
  kind: string;
  playerId: number | null;
  relatedId: number | null;
  points: number;
  score: { home: number; away: number };
  text: string;
}

/** A match's stored timeline (sport_events) in the audit's shape. */
export function storedEvents(db: Db, matchId: number): StoredEvent[] {
  return (
    db.prepare('SELECT * FROM sport_events WHERE match_id = ? ORDER BY id').all(matchId) as Array<{
      period: number;
      minute: number;
      stoppage: number;
      clock: number | null;
      side: 'home' | 'away' | null;
      kind: string;
      player_id: number | null;
      related_id: number | null;
      points: number;
      home_score: number;
      away_score: number;
      text: string;
    }>
  ).map((e) => ({
    period: e.period,
    minute: e.minute,
    stoppage: e.stoppage,
    clock: e.clock,
    side: e.side,
    kind: e.kind,
    playerId: e.player_id,
    relatedId: e.related_id,
    points: e.points,
    score: { home: e.home_score, away: e.away_score },
    text: e.text,
  }));
}
