import type { ChatMessage, ChatPage, ChatRoomState } from '@jincheng/shared';

/** At most this many lines stay in the list (and as many wait while the fan reads further up). */
export const CHAT_LINE_CAP = 200;

/** What the stream said, in its order (one batch per animation frame). */
export type ChatEvent =
  | { type: 'ready'; room: ChatRoomState }
  | { type: 'message'; message: ChatMessage }
  | { type: 'hide'; id: number }
  /** A line a moderator showed again (its own id and time). */
  | { type: 'restore'; message: ChatMessage }
  | { type: 'gap'; before: number };

export interface ChatLogState {
  /** Shown, oldest first. */
  lines: ChatMessage[];
  /** Arrived while the fan reads further up: counted on the pill, shown when they go down. */
  pending: ChatMessage[];
  /** More arrived meanwhile than `pending` keeps: going down shows the newest only (older ones page back). */
  pendingCut: boolean;
  /** How many lines arrived while the fan read further up (the pill's N). */
  unseen: number;
  /** The server has older lines than `lines[0]`. */
  hasMore: boolean;
  /** A resumed stream skipped lines older than this id: offered to be read with the history. */
  gap: number | null;
  room: ChatRoomState | null;
  /** The view is at the bottom: new lines are shown at once and the list keeps to the newest. */
  following: boolean;
}

export type ChatLogAction =
  | { type: 'page'; page: ChatPage; older: boolean }
  | { type: 'events'; events: ChatEvent[] }
  | { type: 'posted'; message: ChatMessage }
  | { type: 'follow'; following: boolean }
  | { type: 'gap-read'; page: ChatPage };

export const emptyChatLog: ChatLogState = {
  lines: [],
  pending: [],
  pendingCut: false,
  unseen: 0,
  hasMore: false,
  gap: null,
  room: null,
  following: true,
};

/** Lines by id, each once, oldest first. */
function merge(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/** Following: the pending lines join, and the list keeps its newest CHAT_LINE_CAP (older ones page back). */
function settle(state: ChatLogState): ChatLogState {
  if (!state.following) return state;
  let lines = state.pendingCut ? state.pending : merge(state.lines, state.pending);
  let hasMore = state.hasMore || state.pendingCut;
  if (lines.length > CHAT_LINE_CAP) {
    lines = lines.slice(-CHAT_LINE_CAP);
    hasMore = true;
  }
  return { ...state, lines, hasMore, pending: [], pendingCut: false, unseen: 0 };
}

function applyEvents(state: ChatLogState, events: readonly ChatEvent[]): ChatLogState {
  const known = new Set<number>();
  for (const m of state.lines) known.add(m.id);
  for (const m of state.pending) known.add(m.id);
  let { lines, pending, unseen, gap, room, pendingCut } = state;
  const hidden = new Set<number>();
  const restored = new Map<number, ChatMessage>();
  let fresh: ChatMessage[] = [];
  // In the stream's order: a line hidden and shown again within one frame is shown, and the other way round.
  for (const event of events) {
    if (event.type === 'ready') room = event.room;
    else if (event.type === 'gap') gap = event.before;
    else if (event.type === 'hide') {
      hidden.add(event.id);
      restored.delete(event.id);
      fresh = fresh.filter((m) => m.id !== event.id);
    } else if (event.type === 'restore') {
      hidden.delete(event.message.id);
      restored.set(event.message.id, event.message);
    } else if (!known.has(event.message.id)) {
      known.add(event.message.id);
      fresh.push(event.message);
    }
  }
  if (hidden.size) {
    lines = lines.filter((m) => !hidden.has(m.id));
    pending = pending.filter((m) => !hidden.has(m.id));
  }
  // A restored line goes back in its place; one older than the list's first (with more before it) is left
  // to the history: paging back shows it.
  const oldest = lines[0]?.id;
  const back = [...restored.values()].filter((m) => oldest === undefined || m.id > oldest || !state.hasMore);
  if (back.length) lines = merge(lines, back);
  if (state.following) lines = merge(lines, fresh);
  else {
    pending = merge(pending, fresh);
    unseen += fresh.length;
    if (pending.length > CHAT_LINE_CAP) {
      pending = pending.slice(-CHAT_LINE_CAP);
      pendingCut = true;
    }
  }
  return settle({ ...state, lines, pending, pendingCut, unseen, gap, room });
}

/** The room's lines as the fan sees them: history pages, the stream's batches, the fan's own posts. */
export function chatLogReducer(state: ChatLogState, action: ChatLogAction): ChatLogState {
  switch (action.type) {
    case 'page': {
      const page = [...action.page.list].reverse();
      // An older page is what the fan asked for by going up: it is not trimmed away (the next line at the
      // bottom trims the list again).
      if (action.older) return { ...state, lines: merge(page, state.lines), hasMore: action.page.hasMore };
      return settle({
        ...state,
        lines: merge(page, state.lines),
        // A reload of the first page does not undo what was paged back.
        hasMore: state.lines.length === 0 ? action.page.hasMore : state.hasMore,
        room: action.page.room,
      });
    }
    case 'gap-read':
      return settle({ ...state, lines: merge(state.lines, action.page.list), gap: null });
    case 'events':
      return applyEvents(state, action.events);
    case 'posted':
      return settle({
        ...state,
        following: true,
        pending: merge(state.pending, [action.message]),
      });
    case 'follow':
      return action.following === state.following ? state : settle({ ...state, following: action.following });
  }
}
