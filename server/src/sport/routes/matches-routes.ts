import type { MatchListData, MatchListStatus, MatchStatus, Sport } from '@jincheng/shared/core';
import { MATCH_STATUS_PHASE, SPORT_PAGE_LIMITS } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all } from '../../db/query';
import { ApiError, ok } from '../../http/envelope';
import { VersionedCache } from '../live/versioned-cache';
import type { SportContext } from '../context';
import { matchDetail } from '../repo/match-detail';
import { frozenBars } from '../model/forecast-bars';
import { MATCH_SELECT, toSummary, type MatchRow } from '../repo/match-rows';
import { addDays, nowS, shanghaiDay } from '../time';
import { idParams, offset, pageOf, query, sportSchema } from './schemas';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

function statusesOf(phase: MatchListStatus): MatchStatus[] {
  return (Object.keys(MATCH_STATUS_PHASE) as MatchStatus[]).filter((s) => MATCH_STATUS_PHASE[s] === phase);
}

export function validDay(date: string | undefined): string {
  if (date === undefined) return shanghaiDay(nowS());
  const parsed = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== date)
    throw new ApiError(400, '日期格式不正确', 400);
  return date;
}

export function registerMatchRoutes(ctx: SportContext): void {
  const { app, db } = ctx;
  // The rows carry each match's frozen forecast (issue 50): freezing one turns the cached lists over too.
  const cache = new VersionedCache(() => `${ctx.hub.lastId}/${ctx.forecasts.version}`);

  app.get<{
    Querystring: {
      sport: Sport;
      date?: string;
      status: MatchListStatus;
      leagueIds?: string;
      important?: boolean;
      page: number;
      pageSize: number;
    };
  }>(
    '/sportapi/matches',
    {
      config: { cache: 'live' },
      schema: {
        querystring: query(
          {
            sport: sportSchema,
            date: DATE,
            status: { type: 'string', enum: ['all', 'live', 'finished', 'upcoming'], default: 'all' },
            leagueIds: { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9}){0,199}$' },
            important: { type: 'boolean', default: false },
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: SPORT_PAGE_LIMITS.matchListMax, default: 50 },
          },
          ['sport'],
        ),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const day = validDay(q.date);
      const key = JSON.stringify([
        q.sport,
        day,
        q.status,
        q.leagueIds ?? '',
        q.important,
        q.page,
        q.pageSize,
      ]);
      reply.type('application/json; charset=utf-8');
      return cache.get(key, async () => JSON.stringify(ok(await listMatches(q, day))));
    },
  );

  const listMatches = async (
    q: {
      sport: Sport;
      status: MatchListStatus;
      leagueIds?: string;
      important?: boolean;
      page: number;
      pageSize: number;
    },
    day: string,
  ): Promise<MatchListData> => {
    // Read before the rows: the list says which event it is current to.
    const eventId = ctx.hub.lastId;
    const leagues = q.leagueIds ? q.leagueIds.split(',').map(Number) : [];
    const leagueSql = leagues.length ? sql` AND m.league_id IN (${sql.join(leagues)})` : sql``;
    const statuses = q.status === 'all' ? [] : statusesOf(q.status);
    const statusSql = statuses.length ? sql` AND m.status IN (${sql.join(statuses)})` : sql``;
    const where = sql`WHERE m.sport = ${q.sport} AND m.day = ${day}${leagueSql}`;
    const counts: Record<MatchListStatus, number> = { all: 0, live: 0, finished: 0, upcoming: 0 };
    // Every row of the day (a day is a few hundred): the order and the 重要 filter read each match's importance,
    // which is computed (repo/importance.ts), so the page is cut after sorting.
    const [statusRows, dayRows, leagueRows] = await Promise.all([
      all(
        db.qb,
        sql<{ status: MatchStatus; n: number }>`SELECT m.status, count(*) n FROM sport_matches m
        ${where} GROUP BY m.status`,
      ),
      all(db.qb, sql<MatchRow>`${MATCH_SELECT} ${where}${statusSql} ORDER BY m.kickoff, l.sort, m.id`),
      all(
        db.qb,
        sql<{ id: number; sport: Sport; name: string; short_name: string; color: string; n: number }>`
          SELECT l.id, l.sport, l.name, l.short_name, l.color, count(*) n FROM sport_matches m
          JOIN sport_leagues l ON l.id = m.league_id WHERE m.sport = ${q.sport} AND m.day = ${day}
          GROUP BY l.id ORDER BY l.sort`,
      ),
    ]);
    for (const r of statusRows) {
      counts.all += Number(r.n);
      const phase = MATCH_STATUS_PHASE[r.status];
      if (phase !== 'other') counts[phase] += Number(r.n);
    }
    const rank = await ctx.standings.lookup(dayRows.map((r) => r.season_id));
    // The bigger match first (a stable sort: kickoff, then the league's place, among equals).
    const summaries = dayRows
      .map((r) => toSummary(r, rank))
      .filter((m) => !q.important || m.important)
      .sort((a, b) => b.importance - a.importance);
    const total = q.important ? summaries.length : q.status === 'all' ? counts.all : counts[q.status];
    const start = offset(q);
    const page = summaries.slice(start, start + q.pageSize);
    // The page's frozen forecasts, one query: a row without one carries no `model` (and shows no bar).
    const bars = await frozenBars(
      db.qb,
      page.map((m) => m.id),
    );
    for (const m of page) {
      const bar = bars.get(m.id);
      if (bar) m.model = bar;
    }
    const data: MatchListData = {
      ...pageOf(page, total, q),
      date: day,
      eventId,
      counts,
      leagues: leagueRows.map((l) => ({
        id: l.id,
        sport: l.sport,
        name: l.name,
        shortName: l.short_name,
        color: l.color,
        count: Number(l.n),
      })),
    };
    return data;
  };

  app.get<{ Querystring: { sport: Sport } }>(
    '/sportapi/matches/days',
    { config: { cache: 'live' }, schema: { querystring: query({ sport: sportSchema }, ['sport']) } },
    async (request) => {
      const today = shanghaiDay(nowS());
      const rows = await all(
        db.qb,
        sql<{ day: string; n: number; live: number }>`SELECT day, count(*) n,
          sum(CASE WHEN status IN (${sql.join(statusesOf('live'))}) THEN 1 ELSE 0 END) live
          FROM sport_matches WHERE sport = ${request.query.sport}
          AND day BETWEEN ${addDays(today, -7)} AND ${addDays(today, 7)} GROUP BY day ORDER BY day`,
      );
      return ok({
        today,
        days: rows.map((r) => ({ date: r.day, count: Number(r.n), live: Number(r.live) })),
      });
    },
  );

  // The detail and the feed position (live/status) are read together and the feed replayed from there: neither
  // may be older than the other, so both are revalidated on every read ('fresh', http/cache-policy.ts).
  app.get<{ Params: { id: number } }>(
    '/sportapi/matches/:id',
    { config: { cache: 'fresh' }, schema: { params: idParams } },
    async (request) => {
      const detail = await matchDetail(ctx, request.params.id);
      if (!detail) throw new ApiError(404, '比赛不存在', 404);
      return ok(detail);
    },
  );
}
