import { createRng } from '../seed/prng';

/**
 * Injuries of the simulated present: what happens to a player this season is simulation (his attributes are
 * facts, see server/data/people/README.md). Drawn per club match day, deterministic per seed: at each of its
 * club's matches a player may pick up an injury, with a chance by position, age and how much he plays, and a
 * kind drawn from the table below with its usual time out.
 *
 * Football: the kinds and shares follow the UEFA Elite Club Injury Study (Ekstrand et al., BJSM 2011: muscle
 * strains a third of all time-loss injuries, hamstring the single most common; about one in six injuries keeps
 * a player out more than four weeks). A regular (a starter, 27) gets about 1.5 time-loss injuries a season, so a
 * club of 25 has 30–40, most of one to three weeks and a few of two months or more (knee ligaments, a broken
 * metatarsal; an ACL rupture about once in three club seasons). Keepers are injured half as often.
 * Basketball: the kinds of an NBA injury report (ankle sprains first, then knees, backs, illness); a 30-minute
 * player misses games about one to two times a season.
 * Age: the chance grows 4% (basketball 5%) a year past 27 and the time out 2% a year past 28. A real NBA player's
 * chance follows his own record of games played (`availabilityFactor`).
 */

export interface InjuryKind {
  reason: string;
  share: number;
  days: [number, number];
  /** Multiplies the share for keepers (football). */
  keeper?: number;
}

export const FOOTBALL_INJURIES: readonly InjuryKind[] = [
  { reason: '腿筋拉伤', share: 0.13, days: [14, 42], keeper: 0.5 },
  { reason: '内收肌拉伤', share: 0.08, days: [10, 35] },
  { reason: '小腿拉伤', share: 0.07, days: [10, 35] },
  { reason: '大腿肌肉拉伤', share: 0.05, days: [14, 35] },
  { reason: '肌肉疲劳', share: 0.1, days: [4, 10] },
  { reason: '脚踝扭伤', share: 0.1, days: [7, 35] },
  { reason: '膝伤', share: 0.07, days: [21, 70] },
  { reason: '半月板损伤', share: 0.02, days: [35, 90] },
  { reason: '前十字韧带断裂', share: 0.012, days: [200, 300] },
  { reason: '跟腱断裂', share: 0.004, days: [180, 270] },
  { reason: '跖骨骨折', share: 0.02, days: [50, 100] },
  { reason: '大腿挫伤', share: 0.09, days: [3, 14] },
  { reason: '背伤', share: 0.04, days: [7, 28] },
  { reason: '肩伤', share: 0.02, days: [14, 42], keeper: 4 },
  { reason: '手指骨折', share: 0.005, days: [21, 42], keeper: 8 },
  { reason: '脑震荡', share: 0.01, days: [10, 14] },
  { reason: '生病', share: 0.08, days: [3, 8] },
  { reason: '髋部伤', share: 0.03, days: [7, 28] },
];

export const BASKETBALL_INJURIES: readonly InjuryKind[] = [
  { reason: '脚踝扭伤', share: 0.22, days: [3, 21] },
  { reason: '膝伤', share: 0.12, days: [5, 25] },
  { reason: '腿筋拉伤', share: 0.07, days: [7, 21] },
  { reason: '小腿拉伤', share: 0.05, days: [10, 30] },
  { reason: '背部痉挛', share: 0.08, days: [3, 14] },
  { reason: '手腕伤', share: 0.05, days: [5, 21] },
  { reason: '足底筋膜炎', share: 0.05, days: [7, 28] },
  { reason: '腹股沟拉伤', share: 0.05, days: [7, 21] },
  { reason: '生病', share: 0.12, days: [2, 5] },
  { reason: '髋部伤', share: 0.04, days: [5, 20] },
  { reason: '肩伤', share: 0.04, days: [7, 21] },
  { reason: '脑震荡', share: 0.02, days: [7, 14] },
  { reason: '半月板撕裂', share: 0.02, days: [40, 90] },
  { reason: '手部骨折', share: 0.02, days: [30, 60] },
  { reason: '前十字韧带撕裂', share: 0.008, days: [250, 330] },
  { reason: '跟腱断裂', share: 0.005, days: [250, 330] },
];

/** Chance a full-time player of 27 is injured at one of his club's matches (football counts the week around it). */
export const BASE_CHANCE: Record<string, number> = { football: 0.04, basketball: 0.018 };
const POSITION_FACTOR: Record<string, number> = { G: 0.5, D: 1, M: 1.05, F: 1.1, C: 1.1, PF: 1.05 };
/** Fewest fit players a club keeps at a position (football) or in all (basketball): injuries beyond wait. */
const MIN_FIT: Record<string, number> = { G: 2, D: 5, M: 5, F: 3 };
const MIN_FIT_BASKETBALL = 9;
const DAY_S = 86400;

export interface InjuryPlayer {
  id: number;
  position: string;
  /** Null: unknown (a real player without a birth year): counted as 27. */
  age: number | null;
  /** 0…1: how much he plays (football: first-choice standing; basketball: minutes / 36). */
  exposure: number;
  /** Multiplies his chance: a real player's own availability in his real seasons (`availabilityFactor`); 1 by default. */
  proneness?: number;
}

/** The share of a full-time basketball player's games the model keeps him out at 27 (≈1.5 injuries × ≈9 games). */
export const MODEL_MISSED_SHARE = 0.16;

/**
 * A real NBA player's proneness from his real seasons: the share of his team's 82 games he missed, over the
 * model's default share, kept within 0.3…2.5 — so a durable star (约基奇 79 and 70 games) misses about half the
 * default and a player whose seasons were cut short (19 and 39 games) about two and a half times it. Null
 * without a season of record.
 */
export function availabilityFactor(seasons: ReadonlyArray<{ games: number }>): number | null {
  const counted = seasons.filter((s) => s.games > 0);
  if (!counted.length) return null;
  const missed = 1 - counted.reduce((n, s) => n + Math.min(82, s.games), 0) / (82 * counted.length);
  return Math.min(2.5, Math.max(0.3, missed / MODEL_MISSED_SHARE));
}

export interface Injury {
  playerId: number;
  teamId: number;
  reason: string;
  /** Epoch seconds: the end of the match he was hurt at. */
  from: number;
  /** Epoch seconds: his expected return (he is out of every match kicking off before it). */
  until: number;
}

function drawKind(rng: ReturnType<typeof createRng>, kinds: readonly InjuryKind[], keeper: boolean) {
  const weight = (k: InjuryKind) => k.share * (keeper ? (k.keeper ?? 1) : 1);
  let u = rng.next() * kinds.reduce((n, k) => n + weight(k), 0);
  for (const k of kinds) {
    u -= weight(k);
    if (u <= 0) return k;
  }
  return kinds[kinds.length - 1] as InjuryKind;
}

/**
 * A club's injuries over its match days (kickoffs, any competition, oldest first): at each, every fit player may
 * be injured; a club keeps MIN_FIT fit players at each position (a further injury that day is not drawn).
 */
export function drawInjuries(
  seed: string,
  sport: string,
  teamId: number,
  players: readonly InjuryPlayer[],
  kickoffs: readonly number[],
): Injury[] {
  const rng = createRng(seed, 'injury', teamId);
  const kinds = sport === 'basketball' ? BASKETBALL_INJURIES : FOOTBALL_INJURIES;
  const base = BASE_CHANCE[sport] ?? BASE_CHANCE.football!;
  const out: Injury[] = [];
  const backAt = new Map<number, number>();
  for (const kickoff of kickoffs) {
    const fit = players.filter((p) => (backAt.get(p.id) ?? 0) <= kickoff);
    for (const p of players) {
      const age = p.age ?? 27;
      const chance =
        base *
        (POSITION_FACTOR[p.position] ?? 1) *
        (1 + 0.04 * (sport === 'basketball' ? 1.25 : 1) * Math.max(0, age - 27)) *
        (0.3 + 0.7 * Math.min(1, Math.max(0, p.exposure))) *
        (p.proneness ?? 1);
      const hurt = rng.chance(chance);
      const kindU = rng.next();
      const lengthU = rng.next();
      if (!hurt || (backAt.get(p.id) ?? 0) > kickoff) continue;
      const left =
        sport === 'basketball'
          ? fit.length
          : fit.filter((q) => q.position === p.position).length - (MIN_FIT[p.position] ?? 0);
      if (sport === 'basketball' ? left <= MIN_FIT_BASKETBALL : left <= 0) continue;
      const kind = drawKind(
        createRng(seed, 'injury-kind', teamId, p.id, kickoff, kindU),
        kinds,
        p.position === 'G',
      );
      const [lo, hi] = kind.days;
      const days = Math.round((lo + lengthU * (hi - lo)) * (1 + 0.02 * Math.max(0, age - 28)));
      const from = kickoff + 2 * 3600;
      const until = from + days * DAY_S;
      out.push({ playerId: p.id, teamId, reason: kind.reason, from, until });
      backAt.set(p.id, until);
      fit.splice(fit.indexOf(p), 1);
    }
  }
  return out;
}
