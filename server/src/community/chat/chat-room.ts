import { sql } from 'kysely';
import {
  CHAT_OPENS_BEFORE_MS,
  MATCH_ROOM_CLOSES_AFTER_MS,
  MATCH_STATUS_PHASE,
  type ChatRoomState,
  type MatchStatus,
} from '@jincheng/shared/core';
import type { Exec } from '../../db/database';
import { first } from '../../db/query';

/**
 * How long after kick-off a match that finished without a full-time line in its room (seeded as finished,
 * or finished before rooms existed) is taken to have ended: a football match with its breaks and stoppage
 * time, a basketball game with its timeouts.
 */
const NOMINAL_LENGTH_MS = { football: 115 * 60_000, basketball: 150 * 60_000 } as const;

interface MatchRow {
  sport: 'football' | 'basketball';
  status: MatchStatus;
  kickoff: number;
  kickoff_tbd: number;
}

export const ROOM_CLOSED = '聊天室已关闭';

/** The match a room belongs to, or undefined when there is no such match. */
export async function roomMatch(exec: Exec, matchId: number): Promise<MatchRow | undefined> {
  return (await exec
    .selectFrom('sport_matches')
    .select(['sport', 'status', 'kickoff', 'kickoff_tbd'])
    .where('id', '=', matchId)
    .executeTakeFirst()) as MatchRow | undefined;
}

/**
 * Whether a room takes messages at `now` (docs/community.md, 聊天室): from `CHAT_OPENS_BEFORE_MS` before
 * kick-off while the match is upcoming or live, until `MATCH_ROOM_CLOSES_AFTER_MS` (the fan ratings' room
 * rule, 24 h) after full time — the moment the
 * full-time (or 腰斩) system line was written, else kick-off plus a nominal length. A cancelled or postponed
 * match, or one whose kick-off is still to be fixed, has no open room. Reading is always allowed.
 */
export async function roomState(
  exec: Exec,
  matchId: number,
  match: MatchRow,
  now: number,
): Promise<ChatRoomState> {
  const kickoffMs = Number(match.kickoff) * 1000;
  const opensAt = kickoffMs - CHAT_OPENS_BEFORE_MS;
  const phase = MATCH_STATUS_PHASE[match.status];
  if (match.status === 'cancelled') return closed(null, null, '比赛已取消，聊天室未开放');
  if (match.status === 'postponed') return closed(null, null, '比赛延期，聊天室未开放');
  if (phase === 'upcoming') {
    if (match.status === 'tbd' || Number(match.kickoff_tbd) === 1)
      return closed(null, null, '开赛时间待定，聊天室暂未开放');
    return now >= opensAt
      ? { open: true, opensAt, closesAt: null, reason: null }
      : closed(opensAt, null, '聊天室将于开赛前 2 小时开放');
  }
  if (phase === 'live') return { open: true, opensAt, closesAt: null, reason: null };
  // finished or abandoned
  const line = await first(
    exec,
    sql<{ at: number }>`SELECT created_at AS at FROM chat_messages WHERE match_id = ${matchId}
      AND kind = 'system' AND system_kind IN ('full_time', 'abandoned') ORDER BY id DESC LIMIT 1`,
  );
  const endedAt = line ? Number(line.at) : kickoffMs + NOMINAL_LENGTH_MS[match.sport];
  const closesAt = endedAt + MATCH_ROOM_CLOSES_AFTER_MS;
  return now < closesAt
    ? { open: true, opensAt, closesAt, reason: null }
    : closed(opensAt, closesAt, ROOM_CLOSED);
}

const closed = (opensAt: number | null, closesAt: number | null, reason: string): ChatRoomState => ({
  open: false,
  opensAt,
  closesAt,
  reason,
});
