import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { DataProvider, createQueryClient, readPageData } from '@jincheng/shared';
import { hydrateWatched } from '../../../../../jest/hydrate-watched';
import { Provider, createStore } from '../../../lib/app-jotai';
import { liveFeed } from '../../../lib/live-feed/live-feed';
import { liveRead } from '../../../lib/live-feed/live-store';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { installFakeLiveFeed, putDataBlock } from '../../../test-utils/server-page';
import { hotTodayQuery, type HotPart } from '../api/queries';
import HotMatches from '../hot-matches';
import { HotMatchCard } from '../../../components/hot-match-card';

/**
 * Issue 24 (a CI failure: React #418 on /home for a returning visitor): 今日比分 and 热门比赛 read the same hot
 * matches, each in a slot of its own. The first slot to hydrate reads the rest of the day and opens the feed;
 * a slot hydrating after that must still render what the server sent.
 */

const live = makeMatch({ id: 41, homeScore: 1, awayScore: 0, kickoff: '2026-11-23T11:00:00Z' });
const next = makeMatch({
  id: 42,
  phase: 'upcoming',
  status: 'scheduled',
  statusLabel: '未开赛',
  minute: null,
  clockLabel: '',
  homeScore: null,
  awayScore: null,
  kickoff: '2026-11-23T12:30:00Z',
  home: { id: 20, name: '利物浦', shortName: '利物浦', nameEn: 'Liverpool', logo: '/b/20.svg', rank: 3 },
  away: { id: 21, name: '切尔西', shortName: '切尔西', nameEn: 'Chelsea', logo: '/b/21.svg', rank: 4 },
});
const served: HotPart[] = [{ list: [live, next], eventId: 100 }];

function Page({ client }: { client: QueryClient }) {
  return (
    <Provider store={createStore()}>
      <DataProvider client={client} state={readPageData()}>
        <MemoryRouter>
          <HotMatches />
        </MemoryRouter>
      </DataProvider>
    </Provider>
  );
}

const cards = (container: Element) =>
  [...container.querySelectorAll('li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

test('热门比赛 hydrating after the cache and the feed moved on keeps the server’s cards, then shows the current ones', async () => {
  installFakeLiveFeed();
  const server = createQueryClient();
  server.setQueryData(hotTodayQuery().queryKey, served);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page client={server} />);
  document.body.append(container);
  const removeBlock = putDataBlock(server);
  const sent = cards(container);
  expect(sent).toHaveLength(2);
  expect(sent[0]).toContain('1 - 0');

  // The browser, before this slot hydrates: 今日比分 read the day again (match 41 is 2-0 by then) and opened
  // the feed, which says match 42 kicked off and scored.
  installFakeLiveFeed();
  const client = createQueryClient();
  client.setQueryData(hotTodayQuery().queryKey, [
    { list: [{ ...live, homeScore: 2 }, next], eventId: 101 },
  ] satisfies HotPart[]);
  liveFeed().store.seed([liveRead(next, 101)]);
  liveFeed().store.apply([
    {
      type: 'delta',
      id: 102,
      data: {
        matchId: 42,
        sport: 'football',
        changes: { status: 'first_half', minute: 3, homeScore: 1, awayScore: 0 },
        at: 0,
      },
    },
  ]);

  const firstCard = container.querySelector('li');
  const hydrated = await hydrateWatched(container, <Page client={client} />);
  hydrated.expectClean();
  // Hydrated in place (no client re-render of the section), then brought up to date.
  expect(container.querySelector('li')).toBe(firstCard);
  const now = cards(container);
  expect(now.find((c) => c?.includes('曼城'))).toContain('2 - 0');
  expect(now.find((c) => c?.includes('利物浦'))).toContain('1 - 0');
  removeBlock();
  await act(async () => undefined);
  container.remove();
});

test('热门比赛 hydrating after 我的关注’s cards showed the same clubs keeps the server’s badge placeholders, then the badges', async () => {
  // Issue 45 item 6 (last stop's revert): with big matches first, a returning visitor's followed matches are
  // the hot ones. 我的关注 renders its cards in the browser once the follows are known, and their badges
  // load before the 热门比赛 slot hydrates: its hydrating render drew <img> where the server had sent the
  // placeholder (React #418).
  installFakeLiveFeed();
  const server = createQueryClient();
  server.setQueryData(hotTodayQuery().queryKey, served);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page client={server} />);
  document.body.append(container);
  const removeBlock = putDataBlock(server);
  expect(container.querySelector('img')).toBeNull();

  installFakeLiveFeed();
  const client = createQueryClient();
  client.setQueryData(hotTodayQuery().queryKey, served);
  // 我的关注's card of match 42, rendered by the browser: its badges load (this stand-in loads every image).
  const realImage = globalThis.Image;
  globalThis.Image = class {
    onload: (() => void) | null = null;
    set src(_: string) {
      queueMicrotask(() => this.onload?.());
    }
  } as unknown as typeof Image;
  const follows = document.createElement('div');
  document.body.append(follows);
  const followsRoot = createRoot(follows);
  await act(async () =>
    followsRoot.render(
      <Provider store={createStore()}>
        <MemoryRouter>
          <ul>
            <HotMatchCard read={liveRead(next, 100)} />
          </ul>
        </MemoryRouter>
      </Provider>,
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  globalThis.Image = realImage;
  expect(follows.querySelectorAll('img')).toHaveLength(2);

  const firstCard = container.querySelector('li');
  const hydrated = await hydrateWatched(container, <Page client={client} />);
  hydrated.expectClean();
  expect(container.querySelector('li')).toBe(firstCard);
  // The remembered badges show right after, without loading again.
  const shown = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
  expect(shown.sort()).toEqual(['/b/20.svg', '/b/21.svg']);
  removeBlock();
  await act(async () => followsRoot.unmount());
  follows.remove();
  container.remove();
});
