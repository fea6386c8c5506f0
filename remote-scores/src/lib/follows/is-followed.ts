import type { FollowSet } from '@jincheng/shared';

/** Whether an alert's match is followed (the match itself or one of its teams). */
export function isFollowedMatch(
  follows: FollowSet,
  match: { id: number; home: { id: number }; away: { id: number } },
): boolean {
  return (
    follows.matches.includes(match.id) ||
    follows.teams.includes(match.home.id) ||
    follows.teams.includes(match.away.id)
  );
}
