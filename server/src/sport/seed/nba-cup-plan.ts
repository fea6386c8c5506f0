import type { EngineTeam } from '../engine/types';
import { cupDates, cupOnlyNights, drawGroups, groupGames } from '../nba/cup-rules';
import type { SeededLeague } from './catalogue';
import { nbaPairings, type NightGame } from './nba-calendar';
import type { Rng } from './prng';
import type { NbaCupPlan } from './schedule';

/** The NBA杯 of the season: its calendar and the groups drawn by the real method (nba/cup-rules.ts). */
export function nbaCupPlan(rng: Rng, league: SeededLeague, year: number): NbaCupPlan {
  const groups = drawGroups(
    league.teams,
    (t) => league.groups.get(t.id) ?? '',
    () => rng.next(),
  );
  return { dates: cupDates(year), groups };
}

/**
 * The season's pairings with the cup taken into account. 80 games a team are laid out before the season: one
 * meeting of each neighbour pair around the circle waits for the knock-out week (two games a team, written
 * once the groups are over, nba-cup-draw.ts), and the cup's group games are taken out of the pairings to be
 * played on the cup's nights (`booked`), which no other game shares (`closed`).
 */
export function cupNights(
  cup: NbaCupPlan | null,
  teams: readonly EngineTeam[],
): {
  pairs: Array<[EngineTeam, EngineTeam]>;
  booked: Array<NightGame<EngineTeam> & { group: string }>;
  closed: Set<string>;
} {
  const pairs = nbaPairings(teams);
  const booked: Array<NightGame<EngineTeam> & { group: string }> = [];
  if (!cup) return { pairs, booked, closed: new Set() };
  for (const [group, members] of cup.groups)
    for (const [night, home, away] of groupGames(members))
      booked.push({ date: cup.dates.groupNights[night] as string, home, away, group });
  teams.forEach((t, i) => takeOut(pairs, t, teams[(i + 1) % teams.length] as EngineTeam));
  for (const g of booked) takeOut(pairs, g.home, g.away);
  return { pairs, booked, closed: cupOnlyNights(cup.dates) };
}

/** Removes one [home, away] meeting from the pairings. */
function takeOut<T>(pairs: Array<[T, T]>, home: T, away: T): void {
  const i = pairs.findIndex(([h, a]) => h === home && a === away);
  if (i >= 0) pairs.splice(i, 1);
}
