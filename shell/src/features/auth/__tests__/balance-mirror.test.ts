import {
  accountQuery,
  balanceAtom,
  createQueryClient,
  logout,
  tokenAtom,
  userIdAtom,
  viewerId,
} from '@jincheng/shared';
import { createStore } from '../../../lib/app-jotai';
import { mirrorBalance } from '../balance-mirror';

function signedIn(token = 'tok-a') {
  const store = createStore();
  store.set(tokenAtom, token);
  store.set(userIdAtom, '10001');
  const client = createQueryClient();
  const stop = mirrorBalance(client, store);
  return { store, client, stop, key: accountQuery(viewerId(token)).queryKey };
}

test('an account answer sets the atom released remotes read (their 购买 panel shows it)', () => {
  const { store, client, key, stop } = signedIn();
  client.setQueryData(key, { userId: '10001', balance: 500 });
  expect(store.get(balanceAtom)).toBe(500);
  stop();
});

test('a released remote’s purchase writes the atom: the account query (the header) has it', () => {
  const { store, client, key, stop } = signedIn();
  client.setQueryData(key, { userId: '10001', balance: 500 });
  store.set(balanceAtom, 472);
  expect(client.getQueryData(key)).toEqual({ userId: '10001', balance: 472 });
  stop();
});

test('another viewer’s account, or signing out, never crosses over', () => {
  const { store, client, key, stop } = signedIn('tok-a');
  client.setQueryData(accountQuery(viewerId('tok-b')).queryKey, { userId: '10002', balance: 9 });
  expect(store.get(balanceAtom)).toBe(0);
  client.setQueryData(key, { userId: '10001', balance: 500 });
  logout(store);
  // logout sets the atom to 0 with no viewer left: no account is written for anyone.
  expect(store.get(balanceAtom)).toBe(0);
  expect(client.getQueryData(key)).toEqual({ userId: '10001', balance: 500 });
  expect(client.getQueryData(accountQuery('').queryKey)).toBeUndefined();
  stop();
});

test('stopped: neither side follows the other', () => {
  const { store, client, key, stop } = signedIn();
  stop();
  client.setQueryData(key, { userId: '10001', balance: 500 });
  expect(store.get(balanceAtom)).toBe(0);
  store.set(balanceAtom, 3);
  expect(client.getQueryData(key)).toEqual({ userId: '10001', balance: 500 });
});
