import { useAtom, useAtomValue } from 'jotai';
import type { UserInfo } from '../api/user/types';
import {
  balanceAtom,
  isSignedInAtom,
  showLoginAtom,
  tokenAtom,
  userIdAtom,
  userInfoAtom,
} from './session-atoms';

export interface SessionView {
  token: string;
  userId: string;
  userInfo: UserInfo | null;
  isSignedIn: boolean;
  balance: number;
}

/** Read-only view of the session for headers, widgets and guards. */
export function useSession(): SessionView {
  return {
    token: useAtomValue(tokenAtom),
    userId: useAtomValue(userIdAtom),
    userInfo: useAtomValue(userInfoAtom),
    isSignedIn: useAtomValue(isSignedInAtom),
    balance: useAtomValue(balanceAtom),
  };
}

/** [open, setOpen] for the login dialog. */
export const useShowLogin = () => useAtom(showLoginAtom);
/** [balance, setBalance] in coins: released remotes before shared 2.10 (new code reads `useAccount`). */
export const useBalance = () => useAtom(balanceAtom);
