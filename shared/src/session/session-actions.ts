import type { UserInfo } from '../api/user/types';
import { storage } from '../storage';
import { appStore, balanceAtom, showLoginAtom, tokenAtom, userIdAtom, userInfoAtom } from './session-atoms';

type Store = typeof appStore;

export interface SignInInput {
  token: string;
  userId?: string;
  /** Only the WeChat-style login returns one. */
  openId?: string;
}

/** Stores the token (and openId when given) and closes the login dialog. */
export function signIn(input: SignInInput, store: Store = appStore): void {
  store.set(tokenAtom, input.token);
  if (input.userId) store.set(userIdAtom, input.userId);
  if (input.openId) storage.set('openId', input.openId);
  store.set(showLoginAtom, false);
}

/** Keeps the fetched profile in the store (the guard calls it after base/info). */
export function setUserInfo(info: UserInfo, store: Store = appStore): void {
  store.set(userInfoAtom, info);
  store.set(userIdAtom, info.userId);
}

/** Seed spec §4: clears token, userId and userInfo and removes the stored token (and openId). */
export function logout(store: Store = appStore): void {
  store.set(tokenAtom, '');
  store.set(userIdAtom, '');
  store.set(userInfoAtom, null);
  store.set(balanceAtom, 0);
  storage.remove('openId');
}
