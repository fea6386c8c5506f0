import { sql } from 'kysely';
import { first } from '../../db/query';
import { ApiError } from '../../http/envelope';
import type { SportContext } from '../context';
import { badgeSvg } from './badge-svg';

const TABLES: Record<string, string> = {
  teams: 'SELECT short_name label, color1 c1, color2 c2 FROM sport_teams WHERE id =',
  leagues: "SELECT short_name label, color c1, '#FFFFFF' c2 FROM sport_leagues WHERE id =",
  experts: "SELECT name label, '#2F6FED' c1, '#FFFFFF' c2 FROM sport_experts WHERE id =",
  players: "SELECT name label, '#8A94A6' c1, '#FFFFFF' c2 FROM sport_players WHERE id =",
  articles: "SELECT title label, '#1F2A44' c1, '#F5B700' c2 FROM sport_articles WHERE id =",
};

/** Generated SVG badges, avatars and covers: no image files to ship, and they never change for an id. */
export function registerBadgeRoutes(ctx: SportContext): void {
  ctx.app.get<{ Params: { kind: string; file: string } }>(
    '/sportapi/badges/:kind/:file',
    {
      config: { cache: 'own' },
      schema: {
        params: {
          type: 'object',
          required: ['kind', 'file'],
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: Object.keys(TABLES) },
            file: { type: 'string', pattern: '^[1-9]\\d{0,8}\\.svg$' },
          },
        },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = Number(file.slice(0, -4));
      const row = await first(
        ctx.db.qb,
        sql<{ label: string; c1: string; c2: string }>`${sql.raw(TABLES[kind] as string)} ${id}`,
      );
      if (!row) throw new ApiError(404, '图片不存在', 404);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(badgeSvg(kind, row.label, row.c1, row.c2));
    },
  );
}
