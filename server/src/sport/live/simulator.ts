import { sql } from 'kysely';
import { MATCH_STATUS_PHASE, type MatchStatus } from '@jincheng/shared/core';
import { breathe } from '../../breathe';
import type { Db, Exec } from '../../db/database';
import { lineRow, matchLines } from '../engine/match-lines';
import { matchRecord } from '../engine/match-record';
import { recordRow } from '../facts/match-records';
import { hasEnded } from '../facts/played';
import type { AnyScript } from '../engine/script';
import type { ScriptStore } from '../script-store';
import { settleSolutions } from '../seed/settle';
import { writeLiveReport } from './live-reports';
import type { StandingsCache } from '../repo/standings';
import type { FeedEvent, LiveFeed } from './feed';
import type { LiveHub } from './hub';
import { stepMatch, type MatchStep, type SimRow } from './sim-step';

const LIVE = (Object.keys(MATCH_STATUS_PHASE) as Array<keyof typeof MATCH_STATUS_PHASE>).filter(
  (s) => MATCH_STATUS_PHASE[s] === 'live',
);
/** A new leader catches up at most this much real time the previous one did not simulate. */
const MAX_CATCH_UP_S = 15;
/**
 * Scripts built per turn of the event loop. A leader that starts (or catches up) with ~170 matches to kick
 * off builds as many scripts, ~4 ms each and far more on a busy machine: in one stretch that held every
 * request and live stream for 0.6–5 s.
 */
const SCRIPTS_PER_TURN = 8;
/** The feed is pruned every this many ticks. */
const PRUNE_EVERY = 120;

/**
 * Another module's writes that belong to a tick (the chat rooms' goal and full-time lines): made in the tick's
 * transaction on the leader's connection, so they are written once, and only if the tick commits.
 */
export interface TickWriter {
  write(trx: Exec, steps: readonly MatchStep[], nowMs: number): Promise<void>;
  /** After the tick committed (this instance's own readers need no NOTIFY). */
  committed(): void;
}

export interface SimulatorOptions {
  /** Match seconds per real second. */
  speed: number;
  tickMs: number;
}

/**
 * Advances every live match along its script and kicks off scheduled ones whose time has come. Only the
 * leader runs it (live/leader.ts): `start(exec)` gets the connection that holds the leadership lock, and
 * every tick is one transaction on it — match rows, new timeline rows, the feed's events (with their NOTIFY)
 * and the simulation clock commit together, and if that connection is lost no write of a deposed leader can
 * land. Its state lives in the database (sim_t/sim_ev per match, `sim_clock_ms` in sport_meta), so a new
 * leader resumes where the old one stopped.
 */
export class Simulator {
  private timer: NodeJS.Timeout | null = null;
  private exec: Exec | null = null;
  private last = Date.now();
  private ticks = 0;
  private ticking: Promise<void> = Promise.resolve();
  private readonly writers: TickWriter[] = [];

  constructor(
    private readonly db: Db,
    private readonly scripts: ScriptStore,
    private readonly feed: LiveFeed,
    private readonly hub: LiveHub,
    private readonly standings: StandingsCache,
    public options: SimulatorOptions,
    private readonly onError: (error: unknown) => void,
  ) {}

  get running(): boolean {
    return this.timer !== null;
  }

  addTickWriter(writer: TickWriter): void {
    this.writers.push(writer);
  }

  /** Starts ticking on `exec` (default: the database itself, as the single SQLite instance does). */
  async start(exec: Exec = this.db.qb): Promise<void> {
    if (this.timer) return;
    this.exec = exec;
    const stored = await exec
      .selectFrom('sport_meta')
      .select('value')
      .where('key', '=', 'sim_clock_ms')
      .executeTakeFirst();
    const now = Date.now();
    this.last = Math.min(now, Math.max(now - MAX_CATCH_UP_S * 1000, Number(stored?.value ?? now)));
    const loop = () => {
      this.ticking = this.tick().then(() => undefined, this.onError);
      void this.ticking.then(() => {
        if (this.timer) this.timer = setTimeout(loop, this.options.tickMs).unref();
      });
    };
    this.timer = setTimeout(loop, this.options.tickMs).unref();
  }

  /** Stops ticking; resolves once a tick in progress has finished. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
  }

  async liveCount(): Promise<number> {
    const row = await this.db.qb
      .selectFrom('sport_matches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', LIVE)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One step of the world; `realSeconds` defaults to the time since the previous tick. */
  async tick(realSeconds?: number): Promise<FeedEvent[]> {
    const exec = this.exec ?? this.db.qb;
    const nowMs = Date.now();
    const dt = realSeconds ?? (nowMs - this.last) / 1000;
    this.last = nowMs;
    const now = Math.floor(nowMs / 1000);
    const rows = await exec
      .selectFrom('sport_matches')
      .select([
        'id',
        'sport',
        'league_id',
        'season_id',
        'home_id',
        'away_id',
        'status',
        'kickoff',
        'sim_t',
        'sim_ev',
      ])
      .where((eb) =>
        eb.or([
          eb('status', 'in', LIVE),
          eb.and([
            eb('status', '=', 'scheduled'),
            eb('kickoff', '<=', now),
            eb('kickoff', '>', now - 3 * 86400),
          ]),
        ]),
      )
      .execute();
    // Scripts are read before the transaction: on SQLite it holds the one connection the reads would need.
    const scripts: AnyScript[] = [];
    for (let i = 0; i < rows.length; i += SCRIPTS_PER_TURN) {
      const batch = rows.slice(i, i + SCRIPTS_PER_TURN) as SimRow[];
      const fresh = batch.some((row) => !this.scripts.has(row.id));
      scripts.push(...(await Promise.all(batch.map((row) => this.scripts.get(row)))));
      if (fresh) await breathe();
    }
    const steps = rows.map((row, i) =>
      stepMatch(row as SimRow, scripts[i]!, now, dt * this.options.speed, nowMs),
    );
    // The line of every player of a match that just ended, from the script its page plays.
    const lines = steps.flatMap((step, i) =>
      step.finished
        ? matchLines(scripts[i]!, scripts[i]!.end).map((l) =>
            lineRow(
              step.row.id,
              step.row.season_id,
              l.side === 'home' ? step.row.home_id : step.row.away_id,
              l,
            ),
          )
        : [],
    );
    // A match that just ended (finished or abandoned) is recorded whole: the page reads it from then on.
    const records = steps.flatMap((step, i) => {
      const [status] = step.columns as [MatchStatus];
      const simT = step.columns[step.columns.length - 2] as number;
      return hasEnded(status) && !hasEnded(step.row.status)
        ? [recordRow(step.row.id, matchRecord(scripts[i]!, simT))]
        : [];
    });
    const events = await exec.transaction().execute((trx) => this.write(trx, steps, nowMs, lines, records));
    for (const step of steps) if (step.finished) this.standings.invalidate(step.row.season_id);
    this.hub.ingest(events);
    for (const writer of this.writers) writer.committed();
    // A big game that just ended gets its 战报 (after the commit: the report reads the table with it).
    for (const [i, step] of steps.entries())
      if (step.finished) await writeLiveReport(exec, this.standings, step.row.id, scripts[i]!, now);
    if ((this.ticks += 1) % PRUNE_EVERY === 0) await this.feed.prune(exec);
    return events;
  }

  private async write(
    trx: Exec,
    steps: MatchStep[],
    nowMs: number,
    lines: Array<ReturnType<typeof lineRow>>,
    records: Array<ReturnType<typeof recordRow>>,
  ): Promise<FeedEvent[]> {
    for (const { row, columns } of steps) {
      const [
        status,
        minute,
        stoppage,
        period,
        clock,
        hs,
        as,
        hht,
        aht,
        hy,
        ay,
        hr,
        ar,
        hc,
        ac,
        periods,
        simT,
        simEv,
      ] = columns as unknown[];
      await sql`UPDATE sport_matches SET status = ${status}, minute = ${minute}, stoppage = ${stoppage},
        period = ${period}, clock = ${clock}, home_score = ${hs}, away_score = ${as}, home_ht = ${hht},
        away_ht = ${aht}, home_yellow = ${hy}, away_yellow = ${ay}, home_red = ${hr}, away_red = ${ar},
        home_corners = ${hc}, away_corners = ${ac}, periods = ${periods}, sim_t = ${simT}, sim_ev = ${simEv}
        WHERE id = ${row.id}`.execute(trx);
    }
    const timeline = steps.flatMap((s) => s.timeline);
    for (let i = 0; i < timeline.length; i += 500)
      await trx
        .insertInto('sport_events')
        .values(timeline.slice(i, i + 500))
        .execute();
    for (const step of steps) if (step.finished) await settleSolutions(trx, step.row.id);
    const ended = steps.filter((s) => s.finished).map((s) => s.row.id);
    if (ended.length) await trx.deleteFrom('sport_player_lines').where('match_id', 'in', ended).execute();
    for (let i = 0; i < lines.length; i += 500)
      await trx
        .insertInto('sport_player_lines')
        .values(lines.slice(i, i + 500))
        .execute();
    if (records.length) {
      const ids = records.map((r) => r.match_id);
      await trx.deleteFrom('sport_match_records').where('match_id', 'in', ids).execute();
      await trx.insertInto('sport_match_records').values(records).execute();
    }
    const events = await this.feed.append(
      trx,
      steps.flatMap((s) => s.live),
      nowMs,
    );
    for (const writer of this.writers) await writer.write(trx, steps, nowMs);
    await trx
      .insertInto('sport_meta')
      .values({ key: 'sim_clock_ms', value: String(nowMs) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(nowMs) }))
      .execute();
    return events;
  }
}
