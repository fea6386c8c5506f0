export {
  followsAtom,
  followsQuery,
  followsReadyAtom,
  knownFollows,
  useFollows,
  useFollowSync,
} from './follows-state';
export type { FollowsView } from './follows-state';
export { claimAlert, webLock } from './alert-claim';
export type { Exclusive } from './alert-claim';
export { askAlertPermissionOnce, canNotify } from './alert-permission';
export { readLocalFollows, EMPTY_FOLLOWS, hasFollows } from './local-follows';
export { FollowButton } from './follow-button';
export type { FollowButtonProps } from './follow-button';
