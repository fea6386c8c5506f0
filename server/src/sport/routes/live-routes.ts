import type { LiveMatchState, LiveSnapshot, LiveStatusData } from '@jincheng/shared/core';
import { MATCH_STATUS_PHASE } from '@jincheng/shared/core';
import { ok } from '../../http/envelope';
import { STREAMS_FULL_RETRY_S, streamRefusal } from '../live/per-ip-cap';
import type { SportContext } from '../context';
import type { SportFilter } from '../live/hub';
import { periodStartedAt } from '../live/period-start';
import { VersionedCache } from '../live/versioned-cache';
import { nowS, shanghaiDay } from '../time';
import type { MatchRow } from '../repo/match-rows';
import { query } from './schemas';

/** The live-state columns of a match row: what a snapshot carries. */
type StateRow = Pick<
  MatchRow,
  | 'id'
  | 'sport'
  | 'status'
  | 'minute'
  | 'stoppage'
  | 'period'
  | 'clock'
  | 'home_score'
  | 'away_score'
  | 'home_ht'
  | 'away_ht'
  | 'home_yellow'
  | 'away_yellow'
  | 'home_red'
  | 'away_red'
  | 'home_corners'
  | 'away_corners'
  | 'periods'
  | 'sim_t'
>;

const LIVE_STATUSES = Object.entries(MATCH_STATUS_PHASE)
  .filter(([, phase]) => phase === 'live')
  .map(([status]) => status);

interface Snapshot {
  /** The last event the snapshot's state includes: the client continues after it. */
  id: number;
  frame: string;
}

/**
 * Today's matches plus anything still live from yesterday, in the same flat shape as deltas, with the id
 * of the last event they include. Read in one transaction (REPEATABLE READ on PostgreSQL), and the leader
 * writes a tick's state and events in one transaction, so state and id agree.
 */
function snapshot(ctx: SportContext, sport: SportFilter, resync: boolean): Promise<Snapshot> {
  const begin = ctx.db.qb.transaction();
  const tx = ctx.db.engine === 'postgres' ? begin.setIsolationLevel('repeatable read') : begin;
  return tx.execute(async (trx) => {
    const id = await ctx.feed.latestId(trx);
    const rows = (await trx
      .selectFrom('sport_matches')
      .select([
        'id',
        'sport',
        'status',
        'minute',
        'stoppage',
        'period',
        'clock',
        'home_score',
        'away_score',
        'home_ht',
        'away_ht',
        'home_yellow',
        'away_yellow',
        'home_red',
        'away_red',
        'home_corners',
        'away_corners',
        'periods',
        'sim_t',
      ])
      .where((eb) => eb.or([eb('day', '=', shanghaiDay(nowS())), eb('status', 'in', LIVE_STATUSES)]))
      .$if(sport !== 'all', (q) => q.where('sport', '=', sport))
      .orderBy('id')
      .execute()) as StateRow[];
    const now = Date.now();
    const matches: LiveMatchState[] = rows.map((r) => ({
      matchId: r.id,
      sport: r.sport,
      status: r.status,
      minute: r.minute,
      stoppage: r.stoppage,
      periodStartedAt: periodStartedAt({ ...r, simT: r.sim_t }, now),
      period: r.period,
      clock: r.clock,
      homeScore: r.home_score ?? 0,
      awayScore: r.away_score ?? 0,
      ...(r.home_ht !== null && r.away_ht !== null ? { halfTime: { home: r.home_ht, away: r.away_ht } } : {}),
      homeYellow: r.home_yellow,
      awayYellow: r.away_yellow,
      homeRed: r.home_red,
      awayRed: r.away_red,
      ...(r.home_corners !== null ? { homeCorners: r.home_corners, awayCorners: r.away_corners ?? 0 } : {}),
      periods: JSON.parse(r.periods) as LiveMatchState['periods'],
    }));
    const data: LiveSnapshot = { resync, matches };
    return { id, frame: `id: ${id}\nevent: snapshot\ndata: ${JSON.stringify(data)}\n\n` };
  });
}

/**
 * What a (re)connecting client gets first, and the id it has then seen: a replay of what it missed — from
 * this instance's buffer, or from the feed's table when it was connected to another instance that was
 * ahead or the gap is older than the buffer — else a snapshot.
 */
async function opening(
  ctx: SportContext,
  snapshots: VersionedCache<Snapshot>,
  sport: SportFilter,
  lastId: number | undefined,
): Promise<{ text: string; after: number }> {
  const { hub, feed } = ctx;
  if (lastId !== undefined && hub.covers(lastId)) return { text: '', after: lastId };
  if (lastId !== undefined) {
    const [floor, latest] = await Promise.all([feed.floor(), feed.latestId()]);
    const limit = hub.options.maxReplay;
    if (lastId >= floor && lastId <= latest && latest - lastId <= limit) {
      const events = await feed.read(lastId, limit);
      const mine = events.filter((e) => sport === 'all' || e.sport === sport);
      const text = mine.map((e) => `id: ${e.id}\nevent: ${e.name}\ndata: ${e.payload}\n\n`).join('');
      return { text, after: Math.max(lastId, events[events.length - 1]?.id ?? lastId) };
    }
  }
  const resync = lastId !== undefined;
  const snap = await snapshots.get(`${sport}/${resync}`, () => snapshot(ctx, sport, resync));
  return { text: snap.frame, after: snap.id };
}

export function registerLiveRoutes(ctx: SportContext): void {
  const { app, hub } = ctx;
  const snapshots = new VersionedCache<Snapshot>(() => hub.lastId);

  app.get<{ Querystring: { sport: SportFilter; lastEventId?: number } }>(
    '/sportapi/live',
    {
      // An event stream: its own headers. Compression would buffer the stream; SSE frames are small anyway.
      config: { cache: 'own', compress: false },
      schema: {
        querystring: query({
          sport: { type: 'string', enum: ['football', 'basketball', 'all'], default: 'all' },
          lastEventId: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        }),
      },
    } as never,
    async (request, reply) => {
      const { sport } = request.query;
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      const lastId = fromHeader ?? request.query.lastEventId;
      // A few tabs per household is normal; hundreds of streams from one address are not.
      const release = ctx.streams.take(request.ip);
      if (typeof release === 'string') {
        if (release === 'total') reply.header('retry-after', String(STREAMS_FULL_RETRY_S));
        throw streamRefusal(release);
      }
      let first: { text: string; after: number };
      try {
        first = await opening(ctx, snapshots, sport, lastId);
      } catch (error) {
        release();
        throw error;
      }
      reply.hijack();
      const res = reply.raw;
      if (res.destroyed) return release();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      res.write(`retry: 3000\n\n${first.text}`);
      // The hub writes whatever it took in after `first.after` in the same synchronous turn as the
      // registration, so no event falls in between and none comes twice.
      const remove = hub.attach(res, sport, first.after);
      const end = () => {
        remove();
        release();
      };
      request.raw.on('close', end);
      res.on('error', end);
    },
  );

  // Revalidated on every read, as the match detail read with it ('fresh').
  app.get('/sportapi/live/status', { config: { cache: 'fresh' } }, async () => {
    const data: LiveStatusData = {
      lastEventId: hub.lastId,
      oldestBufferedId: hub.oldestId,
      clients: hub.clientCount,
      simulator: {
        running: ctx.simulator.running,
        speed: ctx.simulator.options.speed,
        liveMatches: await ctx.simulator.liveCount(),
      },
    };
    return ok(data);
  });
}
