import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider, createStore } from 'jotai';
import { createQueryClient } from '../../data/query-client';
import { storage } from '../../storage';
import { appStore, tokenAtom } from '../../session/session-atoms';
import { viewerId } from '../../session/viewer';
import { getServerFollows, mergeFollows, postFollow } from '../follow-api';
import { FollowButton } from '../follow-button';
import { followsAtom, followsQuery, followsReadyAtom, knownFollows, useFollowSync } from '../follows-state';

jest.mock('../follow-api');

function Sync() {
  useFollowSync();
  return null;
}

const renderWith = (store: ReturnType<typeof createStore>, queryClient: QueryClient = createQueryClient()) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <Sync />
        <FollowButton kind="team" id={7} label="皇家马德里" />
      </Provider>
    </QueryClientProvider>,
  );

const button = () => screen.getByRole('button', { name: '关注 皇家马德里' });
const pressed = (value: 'true' | 'false') =>
  waitFor(() => expect(button()).toHaveAttribute('aria-pressed', value));

beforeEach(() => {
  storage.remove('follows');
  storage.remove('alertsAsked');
  jest.mocked(mergeFollows).mockReset();
  jest.mocked(getServerFollows).mockReset();
  jest.mocked(postFollow).mockReset();
});

afterEach(() => {
  appStore.set(tokenAtom, '');
  storage.remove('Admin-Token');
});

test('a visitor’s follow is a toggle kept in this browser', async () => {
  const store = createStore();
  renderWith(store);
  await pressed('false');
  fireEvent.click(button());
  await pressed('true');
  expect(JSON.parse(storage.get('follows') ?? '{}')).toEqual({ teams: [7], leagues: [], matches: [] });
  expect(postFollow).not.toHaveBeenCalled();
  fireEvent.click(button());
  await pressed('false');
  expect(JSON.parse(storage.get('follows') ?? '{}')).toEqual({ teams: [], leagues: [], matches: [] });
});

test('at sign-in the local follows are merged into the account once, then removed from the browser', async () => {
  storage.set('follows', JSON.stringify({ teams: [7], leagues: [], matches: [31] }));
  jest.mocked(mergeFollows).mockResolvedValue({ teams: [3, 7], leagues: [], matches: [31] });
  const store = createStore();
  const queryClient = createQueryClient();
  renderWith(store, queryClient);
  act(() => store.set(tokenAtom, 'token-1'));
  await waitFor(() => expect(store.get(followsAtom)).toEqual({ teams: [3, 7], leagues: [], matches: [31] }));
  expect(store.get(followsReadyAtom)).toBe(true);
  expect(mergeFollows).toHaveBeenCalledTimes(1);
  expect(mergeFollows).toHaveBeenCalledWith({ teams: [7], leagues: [], matches: [31] });
  expect(getServerFollows).not.toHaveBeenCalled();
  expect(storage.get('follows')).toBeNull();
  expect(button()).toHaveAttribute('aria-pressed', 'true');
  // The account's follows are in the query cache under the viewer id (never the token).
  expect(queryClient.getQueryData(followsQuery(viewerId('token-1')).queryKey)).toEqual({
    teams: [3, 7],
    leagues: [],
    matches: [31],
  });
  // Signed out again, the browser has none of them: they went to the account.
  act(() => store.set(tokenAtom, ''));
  await pressed('false');
  expect(store.get(followsAtom)).toEqual({ teams: [], leagues: [], matches: [] });
});

test('a failed merge keeps the local follows for the next try; signed in, a toggle goes to the server', async () => {
  storage.set('follows', JSON.stringify({ teams: [7], leagues: [], matches: [] }));
  jest.mocked(mergeFollows).mockRejectedValue(new Error('offline'));
  const store = createStore();
  renderWith(store);
  act(() => store.set(tokenAtom, 'token-2'));
  await waitFor(() => expect(mergeFollows).toHaveBeenCalled());
  expect(JSON.parse(storage.get('follows') ?? '{}').teams).toEqual([7]);
  jest.mocked(postFollow).mockResolvedValue({ teams: [], leagues: [], matches: [] });
  await pressed('true');
  fireEvent.click(button());
  await waitFor(() => expect(postFollow).toHaveBeenCalledWith('team', 7, false));
  await pressed('false');
  expect(mergeFollows).toHaveBeenCalledTimes(1);
});

test('signed in, a refused follow goes back to what it was', async () => {
  jest.mocked(getServerFollows).mockResolvedValue({ teams: [], leagues: [], matches: [] });
  let refuse: (error: Error) => void = () => undefined;
  jest.mocked(postFollow).mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
  const store = createStore();
  renderWith(store);
  act(() => store.set(tokenAtom, 'token-3'));
  await waitFor(() => expect(getServerFollows).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(store.get(followsReadyAtom)).toBe(true));
  fireEvent.click(button());
  // Shown at once, before the server answers.
  await pressed('true');
  expect(postFollow).toHaveBeenCalledWith('team', 7, true);
  act(() => refuse(new Error('500')));
  await pressed('false');
  expect(storage.get('follows')).toBeNull();
});

test('a route prefetch knows the follows the page has read', async () => {
  storage.set('follows', JSON.stringify({ teams: [], leagues: [5], matches: [] }));
  const queryClient = createQueryClient();
  expect(knownFollows(queryClient)).toEqual({ teams: [], leagues: [5], matches: [] });
  appStore.set(tokenAtom, 'token-4');
  // Signed in, before the account's follows are read: none (the browser's are not the account's).
  expect(knownFollows(queryClient)).toEqual({ teams: [], leagues: [], matches: [] });
  queryClient.setQueryData(followsQuery(viewerId('token-4')).queryKey, {
    teams: [9],
    leagues: [],
    matches: [],
  });
  expect(knownFollows(queryClient)).toEqual({ teams: [9], leagues: [], matches: [] });
});
