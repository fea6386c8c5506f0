import type { MatchSummary } from './match';

/** What a fan can follow (experts have their own follow, see `FollowExpertData`). */
export type FollowKind = 'team' | 'league' | 'match';

/** Followed ids per kind; the same shape on the server (signed in) and in this browser (signed out). */
export interface FollowSet {
  teams: number[];
  leagues: number[];
  matches: number[];
}

/** At most this many ids per kind (a follow beyond it is refused with 关注数量已达上限). */
export const FOLLOW_LIMIT = 200;

export const FOLLOW_KINDS: readonly FollowKind[] = ['team', 'league', 'match'];

/** The FollowSet field of a kind. */
const FIELDS: Record<FollowKind, keyof FollowSet> = { team: 'teams', league: 'leagues', match: 'matches' };
export const followField = (kind: FollowKind): keyof FollowSet => FIELDS[kind];

/**
 * GET /sportapi/follows/matches?teams=&leagues=&matches= (public): the followed matches, each followed
 * team's live and next match, and the live matches of followed leagues; live first, then by kickoff.
 * `eventId` is the live feed position the read is current to.
 */
export interface FollowedMatchesData {
  eventId: number;
  matches: MatchSummary[];
}
