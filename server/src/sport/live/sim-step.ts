import type { Selectable } from 'kysely';
import type { MatchChanges, MatchStatus, Sport } from '@jincheng/shared/core';
import type { SportTables } from '../../db/schema-sport';
import { canTransition } from '../engine/status-rules';
import type { AnyScript } from '../engine/script';
import { stateAt } from '../engine/script';
import { stateColumns, type MatchState, type ScriptEvent } from '../engine/types';
import { periodStartedAt } from './period-start';
import { diffState, liveEventOf, type LiveEventDraft } from './publish';

/** Largest jump of match time per step: shorter than any break, so no status is ever skipped. */
const STEP_S = 60;

/** The simulator's view of a match row. */
export interface SimRow {
  id: number;
  sport: Sport;
  league_id: number;
  season_id: number;
  home_id: number;
  away_id: number;
  status: MatchStatus;
  kickoff: number;
  sim_t: number | null;
  sim_ev: number;
}

/** A timeline row of sport_events as the simulator writes it (the id comes from the database). */
export type TimelineRow = Omit<Selectable<SportTables['sport_events']>, 'id'>;

/** What one tick does to one match, computed without touching the database. */
export interface MatchStep {
  row: SimRow;
  /** status … periods, then sim_t and sim_ev, for the UPDATE. */
  columns: readonly unknown[];
  timeline: TimelineRow[];
  live: LiveEventDraft[];
  finished: boolean;
}

/** Everyone who can score in this match: the scorer's name for a goal toast without a query. */
function playerName(script: AnyScript, id: number): string | null {
  const players =
    script.sport === 'football'
      ? (['home', 'away'] as const).flatMap((s) => [
          ...script.script.lineups[s].starters.map((x) => x.player),
          ...script.script.lineups[s].bench,
        ])
      : [...script.script.rosters.home, ...script.script.rosters.away];
  return players.find((p) => p.id === id)?.name ?? null;
}

/** The timeline rows of newly visible events, with the score running on from everything before them. */
function timelineOf(matchId: number, script: AnyScript, from: number, to: number): TimelineRow[] {
  let home = 0;
  let away = 0;
  for (const e of script.events.slice(0, from)) {
    if (e.side === 'home') home += e.points;
    if (e.side === 'away') away += e.points;
  }
  return script.events.slice(from, to).map((e) => {
    if (e.side === 'home') home += e.points;
    if (e.side === 'away') away += e.points;
    return {
      match_id: matchId,
      period: e.period,
      minute: e.minute,
      stoppage: e.stoppage,
      clock: e.clock,
      side: e.side,
      kind: e.kind,
      player_id: e.playerId,
      related_id: e.relatedId,
      home_score: home,
      away_score: away,
      points: e.points,
      text: e.text,
    };
  });
}

/**
 * Advances one match along its script to `now` (scheduled: kickoff reached) or by `advance` match seconds
 * (live). Steps through time so every status on the way is published in order (never first_half →
 * second_half), each with only what changed.
 */
export function stepMatch(
  row: SimRow,
  script: AnyScript,
  now: number,
  advance: number,
  nowMs: number,
): MatchStep {
  const from = row.sim_t ?? 0;
  const target = row.status === 'scheduled' ? Math.max(0, now - row.kickoff) : from + advance;
  let prev: MatchState = stateAt(script, row.status === 'scheduled' ? -1 : from);
  prev.status = row.status;
  let t = row.status === 'scheduled' ? Math.min(target, 0) : from;
  let written = row.sim_ev;
  const timeline: TimelineRow[] = [];
  const live: LiveEventDraft[] = [];
  do {
    t = Math.min(target, t + STEP_S);
    const next = stateAt(script, t);
    if (next.status !== prev.status || t >= target) {
      if (next.status !== prev.status && !canTransition(row.sport, prev.status, next.status)) break;
      const fresh: ScriptEvent[] = script.events.slice(written, next.visible);
      timeline.push(...timelineOf(row.id, script, written, next.visible));
      written = next.visible;
      const changes: MatchChanges = diffState(prev, next);
      // Each new minute or period re-anchors the clients' ticking minute.
      if (row.sport === 'football' && ('minute' in changes || 'status' in changes)) {
        changes.periodStartedAt = periodStartedAt({ ...next, sport: row.sport, simT: t }, nowMs);
      }
      if (Object.keys(changes).length) {
        const scorer = [...fresh].reverse().find((e) => e.points > 0 && e.playerId);
        const name = scorer?.playerId ? playerName(script, scorer.playerId) : null;
        live.push(liveEventOf(row.id, row.sport, prev, next, changes, name, scorer?.kind ?? null, nowMs));
      }
      prev = next;
    }
  } while (t < target && prev.status !== 'finished' && prev.status !== 'abandoned');
  const columns = [...stateColumns(prev), Math.round(Math.min(t, script.end)), written];
  return { row, columns, timeline, live, finished: prev.status === 'finished' };
}
