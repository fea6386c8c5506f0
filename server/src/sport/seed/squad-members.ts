import { realLine } from './basketball-figures';
import type { CompetitionDef } from './competitions';
import { FOREIGN_NATIONS, personName } from './names';
import type { RealPlayer } from './people';
import type { Rng } from './prng';
import { playerStats, squadShape, type StoredPlayerStats } from './squad';

/** One member of a squad, ready to insert. */
export interface SquadMember {
  name: string;
  en: string;
  position: string;
  nationality: string;
  skill: number;
  number: number;
  stats: StoredPlayerStats;
  /** Null for a real player whose birth year the table leaves empty. */
  age: number | null;
  /** `YYYY-MM-DD`, or `YYYY` when only the year is known; null when unknown. */
  birthDate: string | null;
  /** A real player's height and foot are the table's (null when it leaves them empty); weight is never known. */
  height: number | null;
  weight: number | null;
  foot: string | null;
  real: boolean;
  /** What else fans call a real player (people table); none for a generated one. */
  aliases: string[];
}

export interface SquadInput {
  def: CompetitionDef;
  strength: number;
  /** The club's real players (people table), empty for a generated club. */
  real: RealPlayer[];
  /** The year real players' ages count from. */
  year: number;
}

/**
 * A club's squad. Every slot of squadShape draws a generated player from `rng` exactly as before the people
 * tables existed, so a real player taking a slot changes nothing else in the seed (other clubs, fixtures,
 * texts keep their draws); what is real about him comes from the table, what is not (height, foot, stats)
 * from `own`, a stream of the club's own. Real players keep their shirt numbers; a generated one that
 * clashes takes a free number. Basketball lists real players first: a game uses the first 12 of a roster.
 */
export function drawSquad(rng: Rng, own: Rng, input: SquadInput): SquadMember[] {
  const { def, real } = input;
  const shape = squadShape(def.sport);
  const { slots, extra } = placeReal(shape, real);
  const drawnNumbers = new Set<number>();
  const squad = shape.map((position, i) => {
    const generated = generatedMember(rng, def, input.strength, position, drawnNumbers);
    drawnNumbers.add(generated.number);
    const known = slots[i];
    return known ? realMember(own, input, known) : generated;
  });
  squad.push(...extra.map((p) => realMember(own, input, p)));
  const taken = new Set(squad.flatMap((m) => (m.real && m.number >= 0 ? [m.number] : [])));
  for (const m of squad) {
    if (m.real && m.number >= 0) continue;
    if (m.number < 0 || taken.has(m.number)) m.number = numberFor(own, def.sport, m.position, taken);
    taken.add(m.number);
  }
  if (def.sport !== 'basketball') return squad;
  // Beside real players the generated ones are the end of the bench: at most 12 minutes a game.
  if (real.length) for (const m of squad) if (!m.real) m.stats = deepBench(m.stats);
  return [...squad.filter((m) => m.real), ...squad.filter((m) => !m.real)];
}

/** Real players into the slots of their position; the rest fill free slots (basketball) or join at the end. */
function placeReal(
  shape: string[],
  real: RealPlayer[],
): { slots: Array<RealPlayer | null>; extra: RealPlayer[] } {
  const left = [...real];
  const slots = shape.map((position) => {
    const at = left.findIndex((p) => p.position === position);
    return at < 0 ? null : (left.splice(at, 1)[0] ?? null);
  });
  return { slots, extra: left };
}

function generatedMember(
  rng: Rng,
  def: CompetitionDef,
  strength: number,
  position: string,
  numbers: Set<number>,
): SquadMember {
  const chinese = def.chinese && rng.chance(def.sport === 'football' ? 0.82 : 0.85);
  const [name, en] = personName(rng, chinese);
  const nationality = chinese
    ? '中国'
    : rng.chance(0.65) && def.country !== '国际'
      ? def.country
      : rng.pick(FOREIGN_NATIONS);
  const skill = Math.round((strength * 0.6 + rng.next() * 0.4) * 1000) / 1000;
  const number = numberFor(rng, def.sport, position, numbers);
  const stats = playerStats(rng, def.sport, position, skill);
  const { height, weight } = build(rng, def.sport, position);
  const age = rng.int(18, 35);
  const foot = rng.pick(FEET);
  return {
    name,
    en,
    position,
    nationality,
    skill,
    number,
    stats,
    age,
    birthDate: null,
    height,
    weight,
    foot,
    real: false,
    aliases: [],
  };
}

/**
 * A real player is one of his club's best: he starts ahead of the generated squad fillers. His person is
 * the table's and nothing else: birth date, height and foot as the row has them, null where it is empty
 * (never a drawn value); weight is not in the table, so it stays null.
 */
function realMember(own: Rng, { def, strength, year }: SquadInput, p: RealPlayer): SquadMember {
  const skill = Math.round((strength * 0.6 + 0.3 + own.next() * 0.1) * 1000) / 1000;
  // The draws are made whatever the sport, so the club's own stream stays where it was for what follows.
  const drawn = playerStats(own, def.sport, p.position, skill);
  const stats = def.sport === 'basketball' ? realStats(p) : drawn;
  return {
    name: p.name,
    en: p.en,
    position: p.position,
    nationality: p.nationality,
    skill,
    number: p.number ?? -1,
    stats,
    age: p.born ? year - p.born : null,
    birthDate: p.birthDate,
    height: p.height,
    weight: null,
    foot: def.sport === 'football' ? p.foot : null,
    real: true,
    aliases: p.aliases,
  };
}

/**
 * A real basketball player's stats: his line fitted from his real seasons, shown as his averages; without
 * figures, his position's default line for the engine and no averages of his own (the games make them).
 */
function realStats(p: RealPlayer): StoredPlayerStats {
  const { line, fit } = realLine(p.en, p.position);
  if (fit === 'default') return { line, fit };
  const { ppg, rpg, apg, spg, bpg, mpg } = line;
  return { ppg, rpg, apg, spg, bpg, mpg, line, fit };
}

function deepBench(stats: StoredPlayerStats): StoredPlayerStats {
  const mpg = stats.mpg ?? 12;
  if (mpg <= 12) return stats;
  const k = 12 / mpg;
  const r1 = (n: number | undefined) => Math.round((n ?? 0) * k * 10) / 10;
  const shown = {
    ppg: r1(stats.ppg),
    rpg: r1(stats.rpg),
    apg: r1(stats.apg),
    spg: r1(stats.spg),
    bpg: r1(stats.bpg),
  };
  const line = stats.line && { ...stats.line, ...shown, mpg: 12, tpg: r1(stats.line.tpg) };
  return { ...stats, ...shown, mpg: 12, ...(line ? { line } : {}) };
}

const FEET = ['右脚', '右脚', '左脚', '双脚'];

/** Heights (cm) by position: guards are not 2.10 m, centres are. One draw each way, whatever the position. */
const HEIGHTS: Record<string, [number, number]> = {
  G: [185, 198],
  PG: [183, 196],
  SG: [190, 201],
  SF: [198, 206],
  PF: [203, 211],
  C: [208, 221],
};

function build(rng: Rng, sport: string, position: string): { height: number; weight: number } {
  const [low, high] = HEIGHTS[position] ?? (sport === 'football' ? [168, 192] : [185, 210]);
  const height = rng.int(low, high);
  return { height, weight: Math.round(height - 105 + rng.int(-6, 10)) };
}

function numberFor(rng: Rng, sport: string, position: string, taken: Set<number>): number {
  const preferred =
    sport === 'football'
      ? ((
          { G: [1, 13, 12], D: [2, 3, 4, 5, 6], M: [8, 10, 6, 14], F: [9, 7, 11, 19] } as Record<
            string,
            number[]
          >
        )[position] ?? [])
      : [];
  for (const n of preferred) if (!taken.has(n)) return n;
  let n = rng.int(sport === 'football' ? 14 : 0, sport === 'football' ? 45 : 55);
  while (taken.has(n)) n = (n + 1) % 99;
  return n;
}
