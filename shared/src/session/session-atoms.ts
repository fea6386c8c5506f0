import { atom, createStore } from 'jotai';
import type { UserInfo } from '../api/user/types';
import { storage } from '../storage';

/**
 * Cross-app user state (seed spec §3). The shell passes `appStore` to jotai's `<Provider>`; because
 * `@jincheng/shared` and jotai are federation singletons, every remote reads this same store.
 */
export const appStore = createStore();

const storedTokenAtom = atom<string>(storage.get('Admin-Token') ?? '');

/** The token, initialised from storage and written through to it ('' removes it). */
export const tokenAtom = atom(
  (get) => get(storedTokenAtom),
  (_get, set, next: string) => {
    if (next) storage.set('Admin-Token', next);
    else storage.remove('Admin-Token');
    set(storedTokenAtom, next);
  },
);

/** '' when signed out or not yet fetched (the navigation guard fetches user info when it is empty). */
export const userIdAtom = atom<string>('');
/**
 * The profile for released remotes before shared 2.12 (`useSession().userInfo`); it lives in `userInfoQuery`,
 * and the shell's session guard copies each answer here until no registry version reads it.
 */
export const userInfoAtom = atom<UserInfo | null>(null);
export const showLoginAtom = atom<boolean>(false);
/**
 * Coins; 0 when unknown. Released remotes before shared 2.10 read and write the balance here; the balance
 * itself lives in `accountQuery`, and the shell mirrors the two both ways (shell `balance-mirror.ts`) until no
 * version in the registry uses this atom.
 */
export const balanceAtom = atom<number>(0);

export const isSignedInAtom = atom((get) => get(tokenAtom) !== '');
