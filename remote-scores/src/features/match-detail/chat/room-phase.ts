import { formatDate, type ChatRoomState } from '@jincheng/shared';

/** Where a room stands for the screen: open, opening later, closed after the match, never opened. */
export type RoomPhase = 'open' | 'soon' | 'closed' | 'none';

export interface RoomNote {
  phase: RoomPhase;
  /** The line shown where the box would be (and under the heading). */
  text: string;
}

const time = (ms: number) => formatDate(ms, 'MM-DD HH:mm');

/**
 * The room's state (`room` of the history page and of the stream's `ready`), read at `now`: a room whose
 * opening or closing time has passed on this screen is shown as the server will answer it.
 */
export function roomNote(room: ChatRoomState, now: number): RoomNote {
  const closed = room.closesAt !== null && now >= room.closesAt;
  if (room.open && !closed)
    return {
      phase: 'open',
      text:
        room.closesAt === null ? '文明观赛，理性发言' : `比赛已结束，聊天室将于 ${time(room.closesAt)} 关闭`,
    };
  if (closed)
    return {
      phase: 'closed',
      text: `聊天室已关闭：比赛结束 24 小时后关闭（${time(room.closesAt!)}），消息仍可浏览`,
    };
  if (room.opensAt !== null && now < room.opensAt)
    return { phase: 'soon', text: `聊天室将于 ${time(room.opensAt)} 开放（开赛前 2 小时）` };
  return { phase: 'none', text: room.reason ?? '聊天室暂未开放' };
}

/** When the room's phase next changes on its own (ms from `now`), or null. */
export function nextRoomChange(room: ChatRoomState, now: number): number | null {
  const next = [room.opensAt, room.closesAt].filter((t): t is number => t !== null && t > now);
  return next.length ? Math.min(...next) - now : null;
}
