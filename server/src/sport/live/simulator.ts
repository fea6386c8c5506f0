import type { MatchChanges, MatchStatus, Sport } from '../../../../shared/src/api/sport';
import { canTransition, MATCH_STATUS_PHASE } from '../../../../shared/src/api/sport';
import type { Db } from '../../db/database';
import { stateAt } from '../engine/script';
import { stateColumns, type MatchState, type ScriptEvent } from '../engine/types';
import type { ScriptStore } from '../script-store';
import { settleSolutions } from '../seed/seed-content';
import type { StandingsCache } from '../repo/standings';
import { periodStartedAt } from './period-start';
import { diffState, publishChange } from './publish';
import type { LiveHub } from './hub';

const LIVE = Object.entries(MATCH_STATUS_PHASE)
  .filter(([, p]) => p === 'live')
  .map(([s]) => `'${s}'`)
  .join(',');
/** Largest jump of match time per step: shorter than any break, so no status is ever skipped. */
const STEP_S = 60;

export interface SimulatorOptions {
  /** Match seconds per real second. */
  speed: number;
  tickMs: number;
}

interface SimRow {
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

/**
 * Advances every live match along its script and kicks off scheduled ones whose time has come. Each tick is
 * one transaction: match rows, new timeline events and the last event id are written together, and the
 * deltas go out only after the commit.
 */
export class Simulator {
  private timer: NodeJS.Timeout | null = null;
  private last = Date.now();

  constructor(
    private readonly db: Db,
    private readonly scripts: ScriptStore,
    private readonly hub: LiveHub,
    private readonly standings: StandingsCache,
    public options: SimulatorOptions,
    private readonly onError: (error: unknown) => void,
  ) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer) return;
    this.last = Date.now();
    this.timer = setInterval(() => {
      try {
        this.tick();
      } catch (error) {
        this.onError(error);
      }
    }, this.options.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  liveCount(): number {
    return (
      this.db.prepare(`SELECT count(*) n FROM sport_matches WHERE status IN (${LIVE})`).get() as { n: number }
    ).n;
  }

  /** One step of the world; `realSeconds` defaults to the time since the previous tick. */
  tick(realSeconds?: number): void {
    const nowMs = Date.now();
    const dt = realSeconds ?? (nowMs - this.last) / 1000;
    this.last = nowMs;
    const now = Math.floor(nowMs / 1000);
    const rows = this.db
      .prepare(
        `SELECT id, sport, league_id, season_id, home_id, away_id, status, kickoff, sim_t, sim_ev FROM sport_matches
        WHERE status IN (${LIVE}) OR (status = 'scheduled' AND kickoff <= ? AND kickoff > ?)`,
      )
      .all(now, now - 3 * 86400) as SimRow[];
    if (!rows.length) return;
    const update = this.db
      .prepare(`UPDATE sport_matches SET status = ?, minute = ?, stoppage = ?, period = ?, clock = ?,
      home_score = ?, away_score = ?, home_ht = ?, away_ht = ?, home_yellow = ?, away_yellow = ?, home_red = ?, away_red = ?,
      home_corners = ?, away_corners = ?, periods = ?, sim_t = ?, sim_ev = ? WHERE id = ?`);
    const insertEvent = this.db
      .prepare(`INSERT INTO sport_events (match_id, period, minute, stoppage, clock, side, kind,
      player_id, related_id, home_score, away_score, points, text) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`);
    const names = this.db.prepare('SELECT name FROM sport_players WHERE id = ?');
    const finished: SimRow[] = [];
    this.db.transaction(() => {
      for (const row of rows) {
        const script = this.scripts.get(row);
        const from = row.sim_t ?? 0;
        const target =
          row.status === 'scheduled' ? Math.max(0, now - row.kickoff) : from + dt * this.options.speed;
        let prev: MatchState = stateAt(script, row.status === 'scheduled' ? -1 : from);
        prev.status = row.status;
        let t = row.status === 'scheduled' ? Math.min(target, 0) : from;
        let written = row.sim_ev;
        // Step through time so every status on the way is published in order (never first_half → second_half).
        do {
          t = Math.min(target, t + STEP_S);
          const next = stateAt(script, t);
          if (next.status !== prev.status || t >= target) {
            if (next.status !== prev.status && !canTransition(row.sport, prev.status, next.status)) break;
            const fresh = script.events.slice(written, next.visible);
            written = next.visible;
            this.writeEvents(insertEvent, row.id, fresh);
            const changes: MatchChanges = diffState(prev, next);
            // Each new minute or period re-anchors the clients' ticking minute.
            if (row.sport === 'football' && ('minute' in changes || 'status' in changes)) {
              changes.periodStartedAt = periodStartedAt({ ...next, sport: row.sport, simT: t }, nowMs);
            }
            if (Object.keys(changes).length) {
              const scorer = [...fresh].reverse().find((e: ScriptEvent) => e.points > 0 && e.playerId);
              publishChange(
                this.hub,
                row.id,
                row.sport,
                prev,
                next,
                changes,
                scorer ? ((names.get(scorer.playerId) as { name: string } | undefined)?.name ?? null) : null,
                scorer?.kind ?? null,
              );
            }
            prev = next;
          }
        } while (t < target && prev.status !== 'finished' && prev.status !== 'abandoned');
        const s = prev;
        update.run(...stateColumns(s), Math.round(Math.min(t, script.end)), written, row.id);
        if (s.status === 'finished') finished.push(row);
      }
      for (const row of finished) settleSolutions(this.db, row.id);
      this.db
        .prepare("INSERT OR REPLACE INTO sport_meta (key, value) VALUES ('live_last_event_id', ?)")
        .run(String(this.hub.lastId));
    })();
    for (const row of finished) this.standings.invalidate(row.season_id);
    this.hub.flush();
  }

  private writeEvents(ins: { run(...p: unknown[]): unknown }, matchId: number, events: ScriptEvent[]): void {
    if (!events.length) return;
    const score = this.db
      .prepare('SELECT home_score, away_score FROM sport_events WHERE match_id = ? ORDER BY id DESC LIMIT 1')
      .get(matchId) as { home_score: number; away_score: number } | undefined;
    let home = score?.home_score ?? 0;
    let away = score?.away_score ?? 0;
    for (const e of events) {
      if (e.side === 'home') home += e.points;
      if (e.side === 'away') away += e.points;
      ins.run(
        matchId,
        e.period,
        e.minute,
        e.stoppage,
        e.clock,
        e.side,
        e.kind,
        e.playerId,
        e.relatedId,
        home,
        away,
        e.points,
        e.text,
      );
    }
  }
}
