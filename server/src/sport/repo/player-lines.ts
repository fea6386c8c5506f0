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

/**
 * The player's line in each of these finished matches, read from the stored lines (sport_player_lines); a
 * match with lines in which he has none he did not play (0 minutes). A match without any stored line (a
 * database seeded before the lines were kept) is replayed from its script.
 */
export async function recentLines(
  ctx: SportContext,
  matches: MatchSummary[],
  playerId: number,
): Promise<PlayerMatchLine[]> {
  if (!matches.length) return [];
  const ids = matches.map((m) => m.id);
  const rows = await ctx.db.qb
    .selectFrom('sport_player_lines')
    .selectAll()
    .where('match_id', 'in', ids)
    .execute();
  const stored = new Set(rows.map((r) => Number(r.match_id)));
  return Promise.all(
    matches.map(async (match) => {
      if (!stored.has(match.id)) return playerLine(ctx, match, playerId);
      const r = rows.find((x) => Number(x.match_id) === match.id && Number(x.player_id) === playerId);
      const n = (v: number | undefined) => Number(v ?? 0);
      const line: Record<string, number> =
        match.sport === 'basketball'
          ? { points: n(r?.points), rebounds: n(r?.rebounds), assists: n(r?.assists), minutes: n(r?.minutes) }
          : {
              goals: n(r?.goals),
              assists: n(r?.assists),
              yellowCards: n(r?.yellow),
              redCards: n(r?.red),
              minutes: n(r?.minutes),
            };
      return { match, line };
    }),
  );
}
