import { createRng, type Rng } from '../seed/prng';

/** Goal mouth width (m): the angle a shooter sees is the angle between the posts. */
const GOAL_WIDTH = 7.32;

export type BodyPart = 'foot' | 'head';
/** open_play; fast_break (counter-attack); set_piece (from a corner or a wide free kick); free_kick (direct). */
export type Situation = 'open_play' | 'fast_break' | 'set_piece' | 'free_kick' | 'penalty';

/** Where a chance falls: `x` metres out from the goal line, `y` metres across from the middle (−34 … 34). */
export interface Chance {
  x: number;
  y: number;
  body: BodyPart;
  situation: Situation;
}

/**
 * Logistic xG on distance and angle with body-part and situation terms: the shape of the open models
 * (Sumpter's Soccermatics fit on Wyscout data, and the distance/angle models it follows). The coefficients
 * are ours, set so the model gives the published rates: about 0.5 from six yards, 0.25 from the penalty spot
 * in open play, 0.07 from 20 m, 0.02 from 30 m; headers about half a foot shot from the same spot;
 * penalties the long-run conversion of 0.76.
 */
export const XG_COEFFICIENTS = {
  intercept: -0.8,
  angle: 1.4,
  distance: -0.11,
  head: -0.9,
  fast_break: 0.35,
  set_piece: -0.25,
  free_kick: -0.3,
} as const;
export const PENALTY_XG = 0.76;

/** The angle (radians) the goal mouth subtends from a spot. */
export function shotAngle(x: number, y: number): number {
  const half = GOAL_WIDTH / 2;
  const a = Math.atan2(GOAL_WIDTH * x, x * x + y * y - half * half);
  return a < 0 ? a + Math.PI : a;
}

/** The probability a shot from this chance is a goal, rounded to 0.01 (at least 0.01). */
export function xgOf(c: Chance): number {
  if (c.situation === 'penalty') return PENALTY_XG;
  const k = XG_COEFFICIENTS;
  const logit =
    k.intercept +
    k.angle * shotAngle(c.x, c.y) +
    k.distance * Math.hypot(c.x, c.y) +
    (c.body === 'head' ? k.head : 0) +
    (c.situation === 'fast_break' ? k.fast_break : 0) +
    (c.situation === 'set_piece' ? k.set_piece : 0) +
    (c.situation === 'free_kick' ? k.free_kick : 0);
  return Math.max(0.01, Math.round(100 / (1 + Math.exp(-logit))) / 100);
}

const signed = (rng: Rng, span: number, bend: number) =>
  (rng.chance(0.5) ? -1 : 1) * span * Math.pow(rng.next(), bend);
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Where shots come from, before we know whether they went in: 8 % inside the six-yard box, 50 % in the rest
 * of the area, 42 % from outside (the shares of the big leagues), central spots likelier than wide ones.
 */
export function drawChance(rng: Rng): Chance {
  const zone = rng.next();
  if (zone < 0.08) {
    const head = rng.chance(0.35);
    return {
      x: round1(1 + 4.5 * rng.next()),
      y: round1(signed(rng, 9, 1.3)),
      body: head ? 'head' : 'foot',
      situation: head && rng.chance(0.6) ? 'set_piece' : 'open_play',
    };
  }
  if (zone < 0.58) {
    const x = round1(5.5 + 11 * rng.next());
    const head = x < 13 && rng.chance(0.25);
    const situation: Situation = head
      ? rng.chance(0.55)
        ? 'set_piece'
        : 'open_play'
      : rng.chance(0.12)
        ? 'fast_break'
        : rng.chance(0.1)
          ? 'set_piece'
          : 'open_play';
    return { x, y: round1(signed(rng, 17, 1.4)), body: head ? 'head' : 'foot', situation };
  }
  const x = round1(16.5 + 14 * rng.next());
  const situation: Situation =
    x < 30 && rng.chance(0.08) ? 'free_kick' : rng.chance(0.08) ? 'fast_break' : 'open_play';
  return { x, y: round1(signed(rng, 24, 1.3)), body: 'foot', situation };
}

/**
 * A chance given how the shot ended: a goal's spot is drawn in proportion to P(spot)·xG, a miss's to
 * P(spot)·(1 − xG) (rejection sampling), so goals come from the good chances as often as the model says.
 */
export function drawChanceGiven(rng: Rng, scored: boolean): Chance {
  for (let i = 0; i < 400; i++) {
    const c = drawChance(rng);
    const xg = xgOf(c);
    if (rng.next() < (scored ? xg : 1 - xg)) return c;
  }
  return { x: 9, y: 0, body: 'foot', situation: 'open_play' };
}

/** The mean xG of a shot drawn by `drawChance` (Monte Carlo on a fixed stream, the same on every instance). */
export const MEAN_SHOT_XG = (() => {
  const rng = createRng('xg-mean');
  let sum = 0;
  const n = 20000;
  for (let i = 0; i < n; i++) sum += xgOf(drawChance(rng));
  return sum / n;
})();
