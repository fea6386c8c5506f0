import type { MatchAbsence } from '@jincheng/shared/core';
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
