import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  DATA_ELEMENT_ID,
  createQueryClient,
  toDataBlockJson,
  type MatchListData,
  type MatchPhase,
} from '@jincheng/shared';
import { LiveFeed, setLiveFeed } from '../lib/live-feed/live-feed';
import { matchesQuery } from '../features/live-list/api/queries';
import { firstScreenOf } from '../features/live-list/first-screen';
import { createStore } from '../lib/app-jotai';
import { FakeEventSource } from './fake-event-source';
import { makeMatch } from './live-fixtures';
import { listData } from './render-scores-page';

const PHASES: MatchPhase[] = ['live', 'upcoming', 'finished'];

/** A day of `count` matches (ids from `firstId`), live, upcoming and finished in turn, counted as the API does. */
export function phasedDay(count: number, firstId: number): MatchListData {
  const day = listData(
    Array.from({ length: count }, (_, i) => makeMatch({ id: firstId + i, phase: PHASES[i % 3] })),
  );
  const each = (phase: MatchPhase) => day.list.filter((m) => m.phase === phase).length;
  day.counts = { all: count, live: each('live'), upcoming: each('upcoming'), finished: each('finished') };
  return day;
}

/**
 * What the server puts into a page: `server`'s cache, dehydrated, as the page's data block (the script
 * element `readPageData()` reads). Returns the block's removal.
 */
export function putDataBlock(server: QueryClient): () => void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = DATA_ELEMENT_ID;
  block.textContent = toDataBlockJson(dehydrate(server));
  document.body.append(block);
  return () => block.remove();
}

/** The server's cache for a server-rendered /match of `day`: its first screen (prefetch.ts on the server). */
export function serverWithFirstScreen(day: MatchListData): QueryClient {
  const server = createQueryClient();
  server.setQueryData(
    matchesQuery('football', null).queryKey,
    firstScreenOf(day, { tab: 'all', group: 'time', date: null }),
  );
  return server;
}

/** A fresh live feed on a fake EventSource that applies events at once, as the page's feed. */
export function installFakeLiveFeed(): void {
  setLiveFeed(
    new LiveFeed({
      store: createStore(),
      createEventSource: (u) => new FakeEventSource(u),
      schedule: (f) => f(),
    }),
  );
}
