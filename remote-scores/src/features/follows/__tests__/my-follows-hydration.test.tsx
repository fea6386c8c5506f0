import { hydrateWatched } from '../../../../../jest/hydrate-watched';
import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DataProvider, createQueryClient, storage } from '@jincheng/shared';
import { Provider, createStore } from '../../../lib/app-jotai';
import { LiveFeed, setLiveFeed } from '../../../lib/live-feed/live-feed';
import { FakeEventSource } from '../../../test-utils/fake-event-source';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { getFollowedMatches } from '../../../api/follows/follows-api';
import MyFollows from '../my-follows';

jest.mock('../../../api/follows/follows-api');

const followed = makeMatch({ id: 77, status: 'scheduled' });

const widget = () => (
  <Provider store={createStore()}>
    <DataProvider client={createQueryClient()}>
      <MemoryRouter>
        <MyFollows />
      </MemoryRouter>
    </DataProvider>
  </Provider>
);

beforeEach(() => {
  localStorage.clear();
  setLiveFeed(
    new LiveFeed({
      store: createStore(),
      createEventSource: (u) => new FakeEventSource(u),
      schedule: (f) => f(),
    }),
  );
  jest.mocked(getFollowedMatches).mockResolvedValue({ eventId: 100, matches: [followed] });
});

/** The server's HTML (no follows known there), hydrated in a browser whose storage holds `follows`. */
async function hydrate(follows?: object) {
  const server = renderToString(widget());
  if (follows) storage.set('follows', JSON.stringify(follows));
  const container = document.createElement('div');
  container.innerHTML = server;
  document.body.append(container);
  const sent = container.querySelector('p');
  // The box the server's empty state sits in (a fixed size: the cards come into it, nothing below moves). Read
  // before hydrating: the cards may already have replaced the empty state when hydration's act() returns.
  const box = sent?.closest('[class*="box"]');
  const hydrated = await hydrateWatched(container, widget());
  return { server, container, sent, box, hydrated };
}

test('the server sends the empty state a first visit sees; hydration keeps that very element', async () => {
  const { server, container, sent, hydrated } = await hydrate();
  expect(server).toContain('还没有关注的球队或比赛');
  hydrated.expectClean();
  // Known to be empty once hydrated: the same paragraph, marked known (no longer hidden where follows may be).
  await waitFor(() => expect(sent?.parentElement?.className).toMatch(/known/));
  expect(sent?.isConnected).toBe(true);
  expect(container.querySelector('p')).toBe(sent);
  container.remove();
});

test('a returning visitor with follows: hydrated without a mismatch, then the cards replace the hidden empty state', async () => {
  const { server, container, box, hydrated } = await hydrate({
    teams: [],
    leagues: [],
    matches: [77],
  });
  expect(box).toBeTruthy();
  // Until then the empty state is not marked known, so the page's CSS keeps it hidden for this visitor.
  expect(server).not.toMatch(/class="[^"]*known/);
  hydrated.expectClean();
  await waitFor(() => expect(box?.querySelector('a[href="/matchDetail/1/77"]')).not.toBeNull(), {
    timeout: 5000,
  });
  expect(box?.isConnected).toBe(true);
  expect(container.textContent).not.toContain('还没有关注的球队或比赛');
  container.remove();
});
