import type { MatchAbsence, MatchSummary, TeamAbsences } from '@jincheng/shared/core';
import type { SportContext } from '../context';
import { absencesFor, type AbsenceMatch } from '../absences/absence-read';
import { nowS } from '../time';

/**
 * 伤停 of one club for one match, as known now: the stored injuries that keep a player out at kickoff and the
 * bans of the competition's card rules (absences/absence-read.ts), with the player's name, number and position.
 */
export async function teamAbsences(
  ctx: SportContext,
  match: AbsenceMatch,
  teamId: number,
): Promise<MatchAbsence[]> {
  const { absences } = await absencesFor(ctx.db, match, teamId, nowS());
  if (!absences.length) return [];
  const players = await ctx.db.qb
    .selectFrom('sport_players')
    .select(['id', 'name', 'number', 'position'])
    .where(
      'id',
      'in',
      absences.map((a) => a.playerId),
    )
    .execute();
  const byId = new Map(players.map((p) => [p.id, p]));
  return absences.flatMap((a) => {
    const p = byId.get(a.playerId);
    if (!p) return [];
    return [
      {
        playerId: a.playerId,
        name: p.name,
        number: p.number,
        position: p.position,
        kind: a.kind,
        reason: a.reason,
        returnAt: a.until === null ? null : new Date(a.until * 1000).toISOString(),
        matches: a.matches,
      },
    ];
  });
}

/**
 * Both sides' 伤停; none for a past season's result, whose absences nobody recorded (the page then shows no 伤停
 * block rather than a 暂无伤停 it cannot know).
 */
export async function matchAbsences(
  ctx: SportContext,
  row: AbsenceMatch & { home_id: number; away_id: number },
  past: boolean,
): Promise<{ home: MatchAbsence[]; away: MatchAbsence[] } | undefined> {
  if (past) return undefined;
  const [home, away] = await Promise.all([
    teamAbsences(ctx, row, row.home_id),
    teamAbsences(ctx, row, row.away_id),
  ]);
  return { home, away };
}

/**
 * A club's 伤停 before its next match (the team page): who is out of it as known now, with that match; null
 * when the club has no match to come.
 */
export async function nextMatchAbsences(
  ctx: SportContext,
  teamId: number,
  next: MatchSummary | undefined,
): Promise<TeamAbsences | null> {
  if (!next) return null;
  const row = await ctx.db.qb
    .selectFrom('sport_matches')
    .select(['id', 'sport', 'league_id', 'season_id', 'kickoff'])
    .where('id', '=', next.id)
    .executeTakeFirst();
  if (!row) return null;
  return { match: next, list: await teamAbsences(ctx, row, teamId) };
}
