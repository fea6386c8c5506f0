export {
  appStore,
  tokenAtom,
  userIdAtom,
  userInfoAtom,
  showLoginAtom,
  showScanAtom,
  needDebugAtom,
  balanceAtom,
  isSignedInAtom,
} from './session-atoms';
export { signIn, setUserInfo, logout } from './session-actions';
export type { SignInInput } from './session-actions';
export { useSession, useShowLogin, useShowScan, useNeedDebug, useBalance } from './use-session';
export type { SessionView } from './use-session';
export { useViewer, currentViewer } from './viewer';
