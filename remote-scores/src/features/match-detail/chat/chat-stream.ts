import {
  SPORT_API,
  type ChatEventName,
  type ChatGap,
  type ChatHide,
  type ChatMessage,
  type ChatReady,
} from '@jincheng/shared';
import {
  ResumableStream,
  type EventSourceFactory,
  type StreamDecoders,
} from '../../../lib/event-stream/resumable-stream';
import type { ChatEvent } from './chat-log';

export interface ChatStreamOptions {
  matchId: number;
  createEventSource: EventSourceFactory;
  /** Every event once, in the stream's order, one batch per flush. */
  onEvents: (events: ChatEvent[]) => void;
  /** Runs a batch flush; defaults to the next animation frame. */
  schedule?: (flush: () => void) => void;
}

interface ChatPayloads extends Record<ChatEventName, unknown> {
  ready: ChatReady;
  message: ChatMessage;
  hide: ChatHide;
  restore: ChatMessage;
  gap: ChatGap;
}

const decoders: StreamDecoders<ChatPayloads, ChatEvent> = {
  ready: (data) => ({ type: 'ready', room: data.room }),
  message: (message) => ({ type: 'message', message }),
  hide: (data) => ({ type: 'hide', id: data.id }),
  restore: (message) => ({ type: 'restore', message }),
  gap: (data) => ({ type: 'gap', before: data.before }),
};

/**
 * One room's SSE stream (GET …/chat/stream), starting after the history page's `lastId`; a new connection
 * asks for `?after=` and the server replays what was missed. A busy room sends dozens of frames a second.
 */
export class ChatStream extends ResumableStream<ChatPayloads, ChatEvent> {
  constructor(options: ChatStreamOptions, lastId: number) {
    super(
      {
        createEventSource: options.createEventSource,
        url: (after) => `${SPORT_API.matchChatStream(options.matchId)}?after=${after ?? lastId}`,
        decoders,
        onEvents: options.onEvents,
        schedule: options.schedule,
      },
      lastId,
    );
  }
}
