import type { BasketballLine } from '../seed/basketball-figures';
import type { createRng } from '../seed/prng';
import type { EnginePlayer, ScriptEvent } from './types';

/** Technical fouls a team is called for in a game (NBA 2023-24: about 1,500 in 1,230 games, both teams). */
export const TECHNICALS_PER_TEAM_GAME = 0.6;

type Play = Omit<ScriptEvent, 't' | 'period' | 'minute' | 'stoppage'>;

/**
 * One period's technical fouls, drawn from a stream of their own (so they change nothing else in the game): about
 * TECHNICALS_PER_TEAM_GAME a team a game, on a player on court, the scorers most; the other side's best scorer on
 * court makes the one free throw at the same moment. Nobody gets a second one in a game (`teched`, shared by the
 * game's periods): the product plays no ejections.
 */
export function technicalFouls(
  rng: ReturnType<typeof createRng>,
  length: number,
  teched: Set<number>,
  line: (p: EnginePlayer) => BasketballLine,
  court: (side: 'home' | 'away', clock: number) => EnginePlayer[],
): Play[] {
  const out: Play[] = [];
  for (const side of ['home', 'away'] as const) {
    if (!rng.chance(TECHNICALS_PER_TEAM_GAME / 4)) continue;
    const clock = rng.int(1, length - 5);
    const other = side === 'home' ? 'away' : 'home';
    const five = court(side, clock).filter((p) => !teched.has(p.id));
    const shooters = court(other, clock);
    if (!five.length || !shooters.length) continue;
    let u = rng.next() * five.reduce((n, p) => n + line(p).ppg + 4, 0);
    const who = five.find((p) => (u -= line(p).ppg + 4) <= 0) ?? (five[0] as EnginePlayer);
    const shooter = shooters.reduce((b, p) => (line(p).ppg > line(b).ppg ? p : b));
    teched.add(who.id);
    out.push(
      {
        clock,
        side,
        kind: 'technical',
        playerId: who.id,
        relatedId: null,
        points: 0,
        text: `${who.name}技术犯规`,
      },
      {
        clock,
        side: other,
        kind: 'free_throw',
        playerId: shooter.id,
        relatedId: null,
        points: 1,
        text: `${shooter.name}技术犯规罚球命中`,
      },
    );
  }
  return out;
}
