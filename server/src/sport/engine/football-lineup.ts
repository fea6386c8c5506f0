import type { Rng } from '../seed/prng';
import type { EnginePlayer } from './types';

export const FORMATIONS = ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '3-4-3', '5-3-2', '4-1-4-1'];

export interface PitchSpot {
  player: EnginePlayer;
  x: number;
  y: number;
}

export interface TeamLineup {
  formation: string;
  starters: PitchSpot[];
  bench: EnginePlayer[];
}

function best(players: EnginePlayer[], position: string, count: number, rng: Rng): EnginePlayer[] {
  // One random regular rests each match so lineups vary the way rotation does.
  const pool = players.filter((p) => p.position === position).sort((a, b) => b.skill - a.skill);
  if (pool.length > count && rng.chance(0.5)) pool.splice(rng.int(0, count - 1), 1);
  return pool.slice(0, count);
}

/** Picks an XI for the formation and places it on a pitch (own goal at y = 0). */
export function pickLineup(players: EnginePlayer[], formation: string, rng: Rng): TeamLineup {
  const lines = formation.split('-').map(Number);
  const defenders = lines[0] ?? 4;
  const forwards = lines.length > 1 ? (lines[lines.length - 1] ?? 2) : 2;
  const midfield = 10 - defenders - forwards;
  const groups = [
    best(players, 'G', 1, rng),
    best(players, 'D', defenders, rng),
    best(players, 'M', midfield, rng),
    best(players, 'F', forwards, rng),
  ];
  const chosen = new Set(groups.flat().map((p) => p.id));
  // Short squads fill the gaps from anyone left, as a real coach would.
  const rest = players.filter((p) => !chosen.has(p.id) && p.position !== 'G');
  const starters: PitchSpot[] = [];
  const rows = [1, ...lines];
  let offset = 0;
  rows.forEach((size, row) => {
    const group = row === 0 ? (groups[0] ?? []) : [];
    for (let i = 0; i < size; i++) {
      const player = row === 0 ? group[0] : (groups.slice(1).flat()[offset++] ?? rest.shift());
      if (!player) continue;
      starters.push({
        player,
        x: Math.round(((i + 1) / (size + 1)) * 100),
        y: row === 0 ? 5 : 15 + row * (70 / rows.length),
      });
    }
  });
  const ids = new Set(starters.map((s) => s.player.id));
  const bench = players.filter((p) => !ids.has(p.id)).slice(0, 9);
  return { formation, starters, bench };
}
