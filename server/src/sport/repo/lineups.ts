import type { Lineup, LineupPlayer } from '@jincheng/shared/core';
import type { SportContext } from '../context';
import type { FootballScript } from '../engine/football-script';
import type { MatchRow } from './match-rows';
import { momentAt } from '../engine/football-clock';

const label = (m: { minute: number; stoppage: number }) =>
  m.stoppage ? `${m.minute}+${m.stoppage}'` : `${m.minute}'`;

/**
 * Lineups come from the match script. Before kickoff they are the expected XI (published an hour before,
 * as clubs do); ratings (football-ratings.ts) and the minutes of changes appear once the match has started.
 */
export async function footballLineups(
  ctx: SportContext,
  row: MatchRow,
  script: FootballScript,
  ratings: Map<number, number> | null,
  t: number,
): Promise<{ home: Lineup; away: Lineup } | null> {
  const nowS = Date.now() / 1000;
  if (!ratings && row.kickoff - nowS > 3600) return null;
  const now = Math.min(t, script.abandonAt ?? Infinity, script.end);
  // A spell that starts after kickoff is a substitute's; one that ends before the whistle, a player who left.
  const cameOn = (id: number) => {
    const spell = script.spells.get(id);
    return spell && spell[0] > 0 && spell[0] <= now ? label(momentAt(script, spell[0])) : null;
  };
  const wentOff = (id: number) => {
    const spell = script.spells.get(id);
    return spell && spell[1] < script.end && spell[1] <= now ? label(momentAt(script, spell[1])) : null;
  };
  const coaches = await ctx.db.qb
    .selectFrom('sport_teams')
    .select(['id', 'coach'])
    .where('id', 'in', [row.home_id, row.away_id])
    .execute();
  const build = (side: 'home' | 'away', teamId: number): Lineup => {
    const lineup = script.lineups[side];
    const rating = (id: number) => ratings?.get(id) ?? null;
    // The armband goes to a real player of the club (people tables) before a generated filler: the outfield
    // player of the highest first-choice standing (engine/player-rates.ts), then skill.
    const captainId = [...lineup.starters].sort(
      (a, b) =>
        Number(b.player.real ?? false) - Number(a.player.real ?? false) ||
        Number(a.player.position === 'G') - Number(b.player.position === 'G') ||
        (b.player.start ?? 0) - (a.player.start ?? 0) ||
        b.player.skill - a.player.skill,
    )[0]?.player.id;
    const starters: LineupPlayer[] = lineup.starters.map((s) => ({
      playerId: s.player.id,
      name: s.player.name,
      number: s.player.number,
      position: s.player.position as LineupPlayer['position'],
      x: s.x,
      y: s.y,
      captain: s.player.id === captainId,
      rating: rating(s.player.id),
      cameOn: null,
      wentOff: wentOff(s.player.id),
    }));
    const bench: LineupPlayer[] = lineup.bench.map((p) => ({
      playerId: p.id,
      name: p.name,
      number: p.number,
      position: p.position as LineupPlayer['position'],
      x: 0,
      y: 0,
      captain: false,
      rating: rating(p.id),
      cameOn: cameOn(p.id),
      wentOff: wentOff(p.id),
    }));
    return {
      formation: lineup.formation,
      coach: coaches.find((c) => c.id === teamId)?.coach ?? '',
      starters,
      bench,
    };
  };
  return { home: build('home', row.home_id), away: build('away', row.away_id) };
}
