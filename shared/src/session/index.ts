export {
  appStore,
  tokenAtom,
  userIdAtom,
  userInfoAtom,
  showLoginAtom,
  balanceAtom,
  isSignedInAtom,
} from './session-atoms';
export { signIn, setUserInfo, logout } from './session-actions';
export type { SignInInput } from './session-actions';
export { useSession, useShowLogin, useBalance } from './use-session';
export type { SessionView } from './use-session';
export { useViewer, currentViewer, viewerId } from './viewer';
export { accountQuery, useAccount, putBalance, userInfoQuery, useUserInfo } from './account-query';
