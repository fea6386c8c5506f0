import { SPORT_API, type LiveDelta, type LiveGoal, type LiveSnapshot } from '@jincheng/shared';
import {
  ResumableStream,
  type EventSourceFactory,
  type StreamDecoders,
  type StreamStatus,
} from '../event-stream/resumable-stream';
import type { LiveEvent } from './live-types';

export type FeedStatus = StreamStatus;

export interface FeedConnectionOptions {
  createEventSource: EventSourceFactory;
  /** Receives every event once, in id order, batched per frame. */
  onEvents: (events: LiveEvent[]) => void;
  onStatus?: (status: FeedStatus) => void;
  /** Runs a batch flush; defaults to the next animation frame. */
  schedule?: (flush: () => void) => void;
}

interface LivePayloads {
  snapshot: LiveSnapshot;
  delta: LiveDelta;
  goal: LiveGoal;
  correction: LiveDelta;
}

// Every live frame has an id (the stream drops those without one).
const decoders: StreamDecoders<LivePayloads, LiveEvent> = {
  snapshot: (data, id) => ({ type: 'snapshot', id: id ?? 0, data }),
  delta: (data, id) => ({ type: 'delta', id: id ?? 0, data }),
  goal: (data, id) => ({ type: 'goal', id: id ?? 0, data }),
  correction: (data, id) => ({ type: 'correction', id: id ?? 0, data }),
};

/**
 * The SSE connection to /sportapi/live (both sports). A new connection asks for `?lastEventId=` and the
 * server replays what was missed or sends a resync snapshot; events the feed already has are dropped.
 */
export class FeedConnection extends ResumableStream<LivePayloads, LiveEvent> {
  constructor(options: FeedConnectionOptions, lastId: number | null) {
    super(
      {
        createEventSource: options.createEventSource,
        url: (from) => `${SPORT_API.live}?sport=all${from === null ? '' : `&lastEventId=${from}`}`,
        decoders,
        skipSeen: { resync: ['snapshot'] },
        onEvents: (events) => {
          options.onEvents(events);
          window.__JC_SCORES_PROBE__?.flushed(events);
        },
        onReceived: (event) => window.__JC_SCORES_PROBE__?.received(event),
        onStatus: options.onStatus,
        schedule: options.schedule,
      },
      lastId,
    );
  }
}
