import type { MatchListData, MatchListStatus, MatchStatus, Sport } from '../../../../shared/src/api/sport';
import { MATCH_STATUS_PHASE, SPORT_PAGE_LIMITS } from '../../../../shared/src/api/sport';
import { ApiError, ok } from '../../http/envelope';
import { VersionedCache } from '../live/versioned-cache';
import type { SportContext } from '../context';
import { matchDetail } from '../repo/match-detail';
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
  const cache = new VersionedCache(() => ctx.hub.lastId);

  app.get<{
    Querystring: {
      sport: Sport;
      date?: string;
      status: MatchListStatus;
      leagueIds?: string;
      page: number;
      pageSize: number;
    };
  }>(
    '/sportapi/matches',
    {
      schema: {
        querystring: query(
          {
            sport: sportSchema,
            date: DATE,
            status: { type: 'string', enum: ['all', 'live', 'finished', 'upcoming'], default: 'all' },
            leagueIds: { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9}){0,199}$' },
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
      const key = JSON.stringify([q.sport, day, q.status, q.leagueIds ?? '', q.page, q.pageSize]);
      reply.type('application/json; charset=utf-8');
      return cache.get(key, () => JSON.stringify(ok(listMatches(q, day))));
    },
  );

  const listMatches = (
    q: { sport: Sport; status: MatchListStatus; leagueIds?: string; page: number; pageSize: number },
    day: string,
  ): MatchListData => {
    const leagues = q.leagueIds ? q.leagueIds.split(',').map(Number) : [];
    const leagueSql = leagues.length ? ` AND m.league_id IN (${leagues.join(',')})` : '';
    const statuses = q.status === 'all' ? [] : statusesOf(q.status);
    const statusSql = statuses.length ? ` AND m.status IN (${statuses.map((s) => `'${s}'`).join(',')})` : '';
    const where = `WHERE m.sport = ? AND m.day = ?${leagueSql}`;
    const counts: Record<MatchListStatus, number> = { all: 0, live: 0, finished: 0, upcoming: 0 };
    for (const r of db
      .prepare(`SELECT m.status, count(*) n FROM sport_matches m ${where} GROUP BY m.status`)
      .all(q.sport, day) as Array<{ status: MatchStatus; n: number }>) {
      counts.all += r.n;
      const phase = MATCH_STATUS_PHASE[r.status];
      if (phase !== 'other') counts[phase] += r.n;
    }
    const rows = db
      .prepare(`${MATCH_SELECT} ${where}${statusSql} ORDER BY m.kickoff, l.sort, m.id LIMIT ? OFFSET ?`)
      .all(q.sport, day, q.pageSize, offset(q)) as MatchRow[];
    const leagueRows = db
      .prepare(
        `SELECT l.id, l.sport, l.name, l.short_name, l.color, count(*) n FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id
        WHERE m.sport = ? AND m.day = ? GROUP BY l.id ORDER BY l.sort`,
      )
      .all(q.sport, day) as Array<{
      id: number;
      sport: Sport;
      name: string;
      short_name: string;
      color: string;
      n: number;
    }>;
    const total = q.status === 'all' ? counts.all : counts[q.status];
    const data: MatchListData = {
      ...pageOf(
        rows.map((r) => toSummary(r, ctx.standings.rank)),
        total,
        q,
      ),
      date: day,
      eventId: ctx.hub.lastId,
      counts,
      leagues: leagueRows.map((l) => ({
        id: l.id,
        sport: l.sport,
        name: l.name,
        shortName: l.short_name,
        color: l.color,
        count: l.n,
      })),
    };
    return data;
  };

  app.get<{ Querystring: { sport: Sport } }>(
    '/sportapi/matches/days',
    { schema: { querystring: query({ sport: sportSchema }, ['sport']) } },
    async (request) => {
      const today = shanghaiDay(nowS());
      const rows = db
        .prepare(
          `SELECT day, count(*) n, sum(CASE WHEN status IN ('first_half','half_time','second_half','extra_time','penalties','q1','q1_break','q2','q3','q3_break','q4','overtime','interrupted') THEN 1 ELSE 0 END) live
          FROM sport_matches WHERE sport = ? AND day BETWEEN ? AND ? GROUP BY day ORDER BY day`,
        )
        .all(request.query.sport, addDays(today, -7), addDays(today, 7)) as Array<{
        day: string;
        n: number;
        live: number;
      }>;
      return ok({ today, days: rows.map((r) => ({ date: r.day, count: r.n, live: r.live })) });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/sportapi/matches/:id',
    { schema: { params: idParams } },
    async (request) => {
      const detail = matchDetail(ctx, request.params.id);
      if (!detail) throw new ApiError(404, '比赛不存在', 404);
      return ok(detail);
    },
  );
}
