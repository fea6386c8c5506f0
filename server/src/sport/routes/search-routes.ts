import type { SearchData, SearchGroup, SearchHit, SearchKind } from '@jincheng/shared/core';
import { SEARCH_KINDS, SEARCH_LIMITS, SPORT_API } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all } from '../../db/query';
import { ApiError, ok } from '../../http/envelope';
import type { SportContext } from '../context';
import { MATCH_SELECT, toSummary, type MatchRow } from '../repo/match-rows';
import type { Found } from '../search/group-index';
import type { IndexEntries } from '../search/search-index';
import { normalise } from '../search/search-keys';
import { query } from './schemas';

interface SearchQuery {
  q?: string;
  limit?: number;
}

/** GET /sportapi/search: teams, players, leagues and today's matches by name, English name or pinyin. */
export function registerSearchRoutes(ctx: SportContext): void {
  const { app, db, search } = ctx;

  app.get<{ Querystring: SearchQuery }>(
    SPORT_API.search,
    {
      config: { cache: 'live' },
      schema: { querystring: query({ q: { type: 'string' }, limit: { type: 'integer' } }) },
    },
    async (request, reply) => {
      const started = performance.now();
      const { maxQuery, defaultPerGroup, maxPerGroup } = SEARCH_LIMITS;
      const raw = request.query.q ?? '';
      const limit = request.query.limit ?? defaultPerGroup;
      if (raw.length > maxQuery) throw new ApiError(400, `搜索内容太长，最多 ${maxQuery} 个字`);
      if (limit < 1 || limit > maxPerGroup)
        throw new ApiError(400, `每组结果数 limit 应为 1 到 ${maxPerGroup} 之间的整数`);
      const q = normalise(raw);
      const data: SearchData = { q: raw.trim(), groups: [] };
      if (q) {
        const entries = await search.entries();
        for (const kind of SEARCH_KINDS) {
          const group = await groupOf(kind, entries, q, limit);
          if (group.total > 0) data.groups.push(group);
        }
      }
      reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
      return ok(data);
    },
  );

  async function groupOf(kind: SearchKind, entries: IndexEntries, q: string, limit: number) {
    if (kind !== 'match') {
      const found: Found<SearchHit> = entries[kind].find(q, limit);
      return { kind, ...found } satisfies SearchGroup;
    }
    const found = entries.match.find(q, limit);
    const ids = found.list.map((m) => m.id);
    const rows = ids.length
      ? await all(
          db.qb,
          sql<MatchRow>`${MATCH_SELECT} WHERE m.id IN (${sql.join(ids)}) ORDER BY m.kickoff, m.id`,
        )
      : [];
    const rank = await ctx.standings.lookup(rows.map((r) => r.season_id));
    const list: SearchHit[] = rows.map((row) => ({ kind: 'match', match: toSummary(row, rank) }));
    return { kind, total: found.total, list } satisfies SearchGroup;
  }
}
