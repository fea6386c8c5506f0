import { useCallback, useEffect, useReducer, useState } from 'react';
import type { ChatMessage } from '@jincheng/shared';
import type { EventSourceFactory } from '../../../lib/event-stream/resumable-stream';
import { getChatPage } from '../api/chat-api';
import { chatLogReducer, emptyChatLog, type ChatLogState } from './chat-log';
import { nextRoomChange, roomNote, type RoomNote } from './room-phase';
import { ChatStream } from './chat-stream';

export interface ChatRoomOptions {
  /** Tests pass a fake (jsdom has no EventSource). */
  createEventSource?: EventSourceFactory;
  /** Runs a batch flush; defaults to the next animation frame. */
  schedule?: (flush: () => void) => void;
}

export interface ChatRoomView {
  log: ChatLogState;
  /** Where the room stands (null until the first page is read). */
  note: RoomNote | null;
  status: 'loading' | 'ready' | 'failed';
  retry: () => void;
  loadOlder: () => void;
  loadingOlder: boolean;
  readGap: () => void;
  posted: (message: ChatMessage) => void;
  follow: (following: boolean) => void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One room on screen: its newest history page, then its stream from the page's `lastId` (one stream: the
 * room is mounted once per page). The stream closes while the tab is hidden and catches up on return.
 */
export function useChatRoom(matchId: number, options: ChatRoomOptions = {}): ChatRoomView {
  const [log, dispatch] = useReducer(chatLogReducer, emptyChatLog);
  const [status, setStatus] = useState<ChatRoomView['status']>('loading');
  const [attempt, setAttempt] = useState(0);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** The time the room's state is read at: moved on when it opens or closes on this screen. */
  const [now, setNow] = useState(() => Date.now());
  // Read once: the room's stream is opened with what it was mounted with.
  const [{ createEventSource, schedule }] = useState(options);

  useEffect(() => {
    let cancelled = false;
    let stream: ChatStream | null = null;
    getChatPage(matchId).then(
      (page) => {
        if (cancelled) return;
        dispatch({ type: 'page', page, older: false });
        setStatus('ready');
        stream = new ChatStream(
          {
            matchId,
            createEventSource: createEventSource ?? ((url) => new EventSource(url)),
            schedule,
            onEvents: (events) => dispatch({ type: 'events', events }),
          },
          page.lastId,
        );
        if (document.visibilityState !== 'hidden') stream.open();
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stream?.pause();
      else stream?.open();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      stream?.close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [matchId, attempt, createEventSource, schedule]);

  // The room opens two hours before kick-off and closes a day after full time: read its state again then.
  const room = log.room;
  useEffect(() => {
    if (!room) return;
    const delay = nextRoomChange(room, now);
    if (delay === null || delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => {
      setNow(Date.now());
      getChatPage(matchId, undefined, 1).then(
        (page) => dispatch({ type: 'page', page, older: false }),
        () => undefined,
      );
    }, delay + 1000);
    return () => clearTimeout(timer);
  }, [matchId, now, room]);

  const oldest = log.lines[0]?.id;
  const loadOlder = useCallback(() => {
    if (loadingOlder || oldest === undefined) return;
    setLoadingOlder(true);
    getChatPage(matchId, oldest)
      .then((page) => dispatch({ type: 'page', page, older: true }))
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [loadingOlder, matchId, oldest]);

  const gap = log.gap;
  const readGap = useCallback(() => {
    if (gap === null) return;
    getChatPage(matchId, gap, 100).then(
      (page) => dispatch({ type: 'gap-read', page }),
      () => undefined,
    );
  }, [gap, matchId]);

  return {
    log,
    note: room ? roomNote(room, now) : null,
    status,
    retry: () => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
    loadOlder,
    loadingOlder,
    readGap,
    posted: useCallback((message: ChatMessage) => dispatch({ type: 'posted', message }), []),
    follow: useCallback((following: boolean) => dispatch({ type: 'follow', following }), []),
  };
}
