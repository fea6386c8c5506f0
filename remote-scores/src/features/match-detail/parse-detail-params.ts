import { parseId, type Sport } from '@jincheng/shared';
import { DETAIL_TYPE } from '../../lib/detail-type';

export type DetailParams = { ok: true; id: number } | { ok: false; reason: 'type' | 'id' };

/** Checks `{type}` (the route's sport code) and `{id}` (a positive integer) before anything is fetched. */
export function parseDetailParams(
  sport: Sport,
  type: string | undefined,
  id: string | undefined,
): DetailParams {
  if (type !== DETAIL_TYPE[sport]) return { ok: false, reason: 'type' };
  // A match URL never has a leading zero: /matchDetail/1/012 is not match 12.
  const parsed = id?.startsWith('0') ? null : parseId(id);
  return parsed === null ? { ok: false, reason: 'id' } : { ok: true, id: parsed };
}
