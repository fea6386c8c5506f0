import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { storage } from '../../storage';
import { tokenAtom } from '../../session/session-atoms';
import { getServerFollows, mergeFollows, postFollow } from '../follow-api';
import { FollowButton } from '../follow-button';
import { followsAtom, useFollowSync } from '../follows-state';

jest.mock('../follow-api');

function Sync() {
  useFollowSync();
  return null;
}

const renderWith = (store: ReturnType<typeof createStore>) =>
  render(
    <Provider store={store}>
      <Sync />
      <FollowButton kind="team" id={7} label="皇家马德里" />
    </Provider>,
  );

beforeEach(() => {
  storage.remove('follows');
  storage.remove('alertsAsked');
  jest.mocked(mergeFollows).mockReset();
  jest.mocked(getServerFollows).mockReset();
  jest.mocked(postFollow).mockReset();
});

test('a visitor’s follow is a toggle kept in this browser', async () => {
  const store = createStore();
  renderWith(store);
  const button = screen.getByRole('button', { name: '关注 皇家马德里' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(storage.get('follows') ?? '{}')).toEqual({ teams: [7], leagues: [], matches: [] });
  expect(postFollow).not.toHaveBeenCalled();
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('at sign-in the local follows are merged into the account once, then removed from the browser', async () => {
  storage.set('follows', JSON.stringify({ teams: [7], leagues: [], matches: [31] }));
  jest.mocked(mergeFollows).mockResolvedValue({ teams: [3, 7], leagues: [], matches: [31] });
  const store = createStore();
  renderWith(store);
  act(() => store.set(tokenAtom, 'token-1'));
  await waitFor(() => expect(store.get(followsAtom)).toEqual({ teams: [3, 7], leagues: [], matches: [31] }));
  expect(mergeFollows).toHaveBeenCalledTimes(1);
  expect(mergeFollows).toHaveBeenCalledWith({ teams: [7], leagues: [], matches: [31] });
  expect(storage.get('follows')).toBeNull();
  expect(screen.getByRole('button', { name: '关注 皇家马德里' })).toHaveAttribute('aria-pressed', 'true');
  act(() => store.set(tokenAtom, ''));
  storage.remove('Admin-Token');
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
  await waitFor(() =>
    expect(screen.getByRole('button', { name: '关注 皇家马德里' })).toHaveAttribute('aria-pressed', 'true'),
  );
  fireEvent.click(screen.getByRole('button', { name: '关注 皇家马德里' }));
  await waitFor(() => expect(postFollow).toHaveBeenCalledWith('team', 7, false));
  act(() => store.set(tokenAtom, ''));
  storage.remove('Admin-Token');
});
