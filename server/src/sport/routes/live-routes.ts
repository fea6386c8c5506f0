import type { LiveMatchState, LiveSnapshot, LiveStatusData } from '../../../../shared/src/api/sport';
import { ApiError, ok } from '../../http/envelope';
import { THROTTLED_CODE } from '../../security/throttle';
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

/** Today's matches plus anything still live from yesterday, in the same flat shape as deltas. */
function snapshot(ctx: SportContext, sport: SportFilter, resync: boolean): LiveSnapshot {
  const rows = ctx.db
    .prepare(
      `SELECT id, sport, status, minute, stoppage, period, clock, home_score, away_score, home_ht, away_ht, home_yellow,
      away_yellow, home_red, away_red, home_corners, away_corners, periods, sim_t FROM sport_matches
      WHERE (day = ? OR status IN ('first_half','half_time','second_half','extra_time','penalties','q1','q1_break','q2','q3','q3_break','q4','overtime','interrupted'))
      AND (? = 'all' OR sport = ?) ORDER BY id`,
    )
    .all(shanghaiDay(nowS()), sport, sport) as StateRow[];
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
  return { resync, matches };
}

export function registerLiveRoutes(ctx: SportContext): void {
  const { app, hub } = ctx;
  const snapshots = new VersionedCache(() => hub.lastId);

  app.get<{ Querystring: { sport: SportFilter; lastEventId?: number } }>(
    '/sportapi/live',
    {
      // Compression would buffer the stream; SSE frames are small anyway.
      config: { compress: false },
      schema: {
        querystring: query({
          sport: { type: 'string', enum: ['football', 'basketball', 'all'], default: 'all' },
          lastEventId: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        }),
      },
    } as never,
    (request, reply) => {
      const { sport } = request.query;
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      const lastId = fromHeader ?? request.query.lastEventId;
      // A few tabs per household is normal; hundreds of streams from one address are not.
      const release = ctx.streams.take(request.ip);
      if (!release) throw new ApiError(THROTTLED_CODE, '实时连接过多，请关闭部分页面后再试', 429);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      let opening = 'retry: 3000\n\n';
      const missed = lastId === undefined ? null : hub.since(lastId, sport);
      if (missed) opening += missed.join('');
      else {
        const resync = lastId !== undefined;
        opening += snapshots.get(
          `${sport}/${resync}`,
          () =>
            `id: ${hub.lastId}\nevent: snapshot\ndata: ${JSON.stringify(snapshot(ctx, sport, resync))}\n\n`,
        );
      }
      res.write(opening);
      // Registration happens in the same synchronous turn as the replay, so no event falls in between.
      const remove = hub.add(res, sport);
      const end = () => {
        remove();
        release();
      };
      request.raw.on('close', end);
      res.on('error', end);
    },
  );

  app.get('/sportapi/live/status', async () => {
    const data: LiveStatusData = {
      lastEventId: hub.lastId,
      oldestBufferedId: hub.oldestId,
      clients: hub.clientCount,
      simulator: {
        running: ctx.simulator.running,
        speed: ctx.simulator.options.speed,
        liveMatches: ctx.simulator.liveCount(),
      },
    };
    return ok(data);
  });
}
