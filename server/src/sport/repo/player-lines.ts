import type { MatchSummary, PlayerMatchLine } from '@jincheng/shared/core';
import type { SportContext } from '../context';
import { basketballBox } from '../engine/basketball-box';
import { basketballState } from '../engine/basketball-state';
import { minutesOnPitch } from '../engine/football-clock';
import { playedSeconds } from './match-detail';
import type { MatchRow } from './match-rows';

/**
 * A player's line in one match, from the same script the match detail shows: football goals, assists and
 * cards from the timeline and minutes from the pitch ledger; basketball points, rebounds, assists and minutes
 * from the box score. A player who did not play gets 0 minutes.
 */
export async function playerLine(
  ctx: SportContext,
  match: MatchSummary,
  playerId: number,
): Promise<PlayerMatchLine> {
  const script = await ctx.scripts.get({
    id: match.id,
    sport: match.sport,
    league_id: match.league.id,
    home_id: match.home.id,
    away_id: match.away.id,
  });
  const row = (await ctx.db.qb
    .selectFrom('sport_matches')
    .select(['status', 'sim_t'])
    .where('id', '=', match.id)
    .executeTakeFirstOrThrow()) as Pick<MatchRow, 'status' | 'sim_t'>;
  const t = playedSeconds(row, script.end);
  if (script.sport === 'basketball') {
    const visible = script.events.slice(0, basketballState(script.script, t).visible);
    const box = basketballBox(script.script, t, visible);
    const row = [...box.home, ...box.away].find((r) => r.playerId === playerId);
    return {
      match,
      line: {
        points: row?.points ?? 0,
        rebounds: row?.rebounds ?? 0,
        assists: row?.assists ?? 0,
        minutes: row?.minutes ?? 0,
      },
    };
  }
  const events = await ctx.db.qb
    .selectFrom('sport_events')
    .select(['kind', 'player_id', 'related_id', 'points'])
    .where('match_id', '=', match.id)
    .where((eb) => eb.or([eb('player_id', '=', playerId), eb('related_id', '=', playerId)]))
    .execute();
  const mine = events.filter((e) => e.player_id === playerId);
  const spell = script.script.spells.get(playerId);
  return {
    match,
    line: {
      goals: mine.filter((e) => e.kind === 'goal' || e.kind === 'penalty').length,
      assists: events.filter((e) => e.related_id === playerId && e.kind === 'goal').length,
      yellowCards: mine.filter((e) => e.kind === 'yellow').length,
      redCards: mine.filter((e) => e.kind === 'red' || e.kind === 'second_yellow').length,
      minutes: spell ? minutesOnPitch(script.script, spell, t) : 0,
    },
  };
}
