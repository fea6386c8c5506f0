// issue 26: live-feed/use-live-alerts.ts reads isFollowedMatch from here until the LiveStore rewrite moves it.
export { isFollowedMatch } from '../../lib/follows/is-followed';
