import type { Sport } from '@jincheng/shared';
import { DETAIL_TYPE } from '../../config/detail-type';

export type DetailParams = { ok: true; id: number } | { ok: false; reason: 'type' | 'id' };

/** Checks `{type}` (the route's sport code) and `{id}` (a positive integer) before anything is fetched. */
export function parseDetailParams(
  sport: Sport,
  type: string | undefined,
  id: string | undefined,
): DetailParams {
  if (type !== DETAIL_TYPE[sport]) return { ok: false, reason: 'type' };
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) return { ok: false, reason: 'id' };
  return { ok: true, id: Number(id) };
}
