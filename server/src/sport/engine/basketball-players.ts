import { engineLine, type BasketballLine } from '../seed/basketball-figures';
import type { EnginePlayer } from './types';

/** A player's line for the engine: the one his stats carry, or his position's default around his ppg. */
export function lineOf(p: EnginePlayer): BasketballLine {
  return p.line ?? engineLine(p.ppg ? { ppg: p.ppg } : {}, p.position);
}

/** Who starts: the share of his games he starts first, then his minutes. */
export function startScore(l: BasketballLine): number {
  return l.gs * 20 + l.mpg;
}

/**
 * The kind of a basket by its scorer: threes as often as he makes them, free throws about a sixth of his
 * points, the rest twos; never more points than the side has left to score in the period.
 */
export function shotKind(l: BasketballLine, left: number, roll: number): 'score3' | 'score2' | 'free_throw' {
  const threes = left >= 3 ? l.tpg : 0;
  const frees = Math.max(0.5, l.ppg * 0.17);
  const twos = left >= 2 ? Math.max(0.5, (l.ppg - 3 * l.tpg - frees) / 2) : 0;
  let r = roll * (threes + twos + frees);
  if ((r -= threes) < 0) return 'score3';
  if ((r -= twos) < 0) return 'score2';
  return 'free_throw';
}
