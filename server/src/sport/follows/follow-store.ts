import type { FollowKind, FollowSet } from '@jincheng/shared/core';
import { FOLLOW_KINDS, FOLLOW_LIMIT, followField } from '@jincheng/shared/core';
import type { Exec } from '../../db/database';
import { ApiError } from '../../http/envelope';

const TARGET_TABLE = { team: 'sport_teams', league: 'sport_leagues', match: 'sport_matches' } as const;

/** A signed-in user's follows, as id lists per kind (in the order they were followed). */
export async function followSetOf(exec: Exec, userId: number): Promise<FollowSet> {
  const rows = await exec
    .selectFrom('user_follows')
    .select(['kind', 'target_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('target_id')
    .execute();
  const set: FollowSet = { teams: [], leagues: [], matches: [] };
  for (const r of rows)
    if ((FOLLOW_KINDS as readonly string[]).includes(r.kind))
      set[followField(r.kind as FollowKind)].push(Number(r.target_id));
  return set;
}

/** The ids of `ids` that exist as a team, league or match. */
export async function existingTargets(exec: Exec, kind: FollowKind, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await exec.selectFrom(TARGET_TABLE[kind]).select('id').where('id', 'in', ids).execute();
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => found.has(id));
}

/**
 * Adds follows (those already there are left as they are, so the same merge twice changes nothing) up to
 * FOLLOW_LIMIT per kind; ids of unknown targets are skipped. Answers how many rows were new.
 */
export async function addFollows(
  exec: Exec,
  userId: number,
  kind: FollowKind,
  ids: number[],
): Promise<number> {
  const known = await existingTargets(exec, kind, [...new Set(ids)]);
  if (known.length === 0) return 0;
  const have = await exec
    .selectFrom('user_follows')
    .select('target_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  const had = new Set(have.map((r) => Number(r.target_id)));
  const fresh = known.filter((id) => !had.has(id)).slice(0, Math.max(0, FOLLOW_LIMIT - had.size));
  if (fresh.length === 0) return 0;
  const now = Math.floor(Date.now() / 1000);
  await exec
    .insertInto('user_follows')
    .values(fresh.map((id) => ({ user_id: userId, kind, target_id: id, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return fresh.length;
}

/** Sets one follow on or off; refuses an unknown target (404) and a full list (400 关注数量已达上限). */
export async function setFollow(
  exec: Exec,
  userId: number,
  kind: FollowKind,
  id: number,
  follow: boolean,
): Promise<void> {
  if (!follow) {
    await exec
      .deleteFrom('user_follows')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('target_id', '=', id)
      .execute();
    return;
  }
  if ((await existingTargets(exec, kind, [id])).length === 0)
    throw new ApiError(404, { team: '球队不存在', league: '联赛不存在', match: '比赛不存在' }[kind], 404);
  const current = await followSetOf(exec, userId);
  const list = current[followField(kind)];
  if (list.includes(id)) return;
  if (list.length >= FOLLOW_LIMIT) throw new ApiError(400, '关注数量已达上限', 400);
  await addFollows(exec, userId, kind, [id]);
}
