import type { Sport } from '@jincheng/shared/core';
import { ApiError, ok } from '../../http/envelope';
import type { SportContext } from '../context';
import { matchForecast } from '../model/match-forecast';
import { modelRecord } from '../model/store';
import { nowS } from '../time';
import { idParams, query, sportSchema } from './schemas';

/**
 * 数据模型 (issue 50): the model's public track record on real matches (a walk-forward backtest, against the
 * naive baseline) and a match's forecast, frozen before kick-off (sport/model/).
 */
export function registerModelRoutes(ctx: SportContext): void {
  const { app } = ctx;

  app.get<{ Querystring: { sport: Sport } }>(
    '/sportapi/model/record',
    { config: { cache: 'reference' }, schema: { querystring: query({ sport: sportSchema }, ['sport']) } },
    async (request) => ok(await modelRecord(ctx, request.query.sport)),
  );

  app.get<{ Params: { id: number } }>(
    '/sportapi/matches/:id/forecast',
    { config: { cache: 'live' }, schema: { params: idParams } },
    async (request) => {
      const now = nowS();
      const data = await matchForecast(ctx, request.params.id, now);
      if (!data) throw new ApiError(404, '比赛不存在', 404);
      // Frozen or voided by this read: the cached lists that carry the frozen forecasts turn over.
      const at = (iso: string | null) => iso !== null && Date.parse(iso) / 1000 === now;
      if (at(data.current?.madeAt ?? null) || data.voided.some((v) => at(v.voidedAt)))
        ctx.forecasts.changed();
      return ok(data);
    },
  );
}
