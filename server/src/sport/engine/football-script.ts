import { createRng } from '../seed/prng';
import { instantOf, momentAt, type FootballClock } from './football-clock';
import { finalFigures, type FootballFigures } from './football-figures';
import { pickLineup, type TeamLineup } from './football-lineup';
import { PitchLedger, type Side } from './football-ledger';
import { goalRates, planFootball } from './football-plan';
import { footballShots, type ScriptShot } from './football-shots';
import { fitPossession, goalText } from './football-text';
import type { HeldResult } from './held';
import { pickScorer, walkFootball } from './football-walk';
import { markerEvent, type EngineTeam, type ScriptEvent } from './types';

const HALF_TIME_BREAK = 15 * 60;

/**
 * A cup match (never abandoned). `earlier`: in a match that decides a knock-out tie, the goals each side of
 * this match scored in the tie's first leg (0–0 for a one-off final); null in the league phase or a first leg.
 */
export interface CupContext {
  earlier: { home: number; away: number } | null;
}

/**
 * The cup context of a match from its stage and leg: none in a regular season; a knock-out second leg (or a
 * final) is decided, counting the first leg's goals (the second leg's home side was away in the first).
 */
export function cupContext(
  stage: string,
  leg: number | null,
  firstLeg: { home: number; away: number } | null,
): CupContext | null {
  if (stage === 'regular') return null;
  if (stage === 'final') return { earlier: { home: 0, away: 0 } };
  if (leg !== 2) return { earlier: null };
  return { earlier: { home: firstLeg?.away ?? 0, away: firstLeg?.home ?? 0 } };
}

export interface FootballScript extends FootballClock, FootballFigures {
  /** Set for the rare match that is abandoned (腰斩) at this instant. */
  abandonAt: number | null;
  events: ScriptEvent[];
  corners: Array<{ t: number; side: Side }>;
  lineups: { home: TeamLineup; away: TeamLineup };
  /** Seconds on the pitch of every player who played: [came on, went off). */
  spells: Map<number, [number, number]>;
  /** Every shot with its spot, body part, situation and xG (football-shots.ts), oldest first. */
  shots: ScriptShot[];
  referee: string;
}

/**
 * The whole match, decided up front from (seed, match id): the seed shows a finished match in full, and the
 * simulator reveals the same script minute by minute, so a restart or a re-seed never contradicts itself.
 * Who does what is settled by walking the plan through the pitch ledger (football-ledger.ts).
 */
export function footballScript(
  seed: string,
  matchId: number,
  home: EngineTeam,
  away: EngineTeam,
  referee: string,
  cup: CupContext | null = null,
  held: HeldResult | null = null,
  /** The competition's short name (英超): its own scoring level (football-plan.ts goalLevel). */
  league: string | null = null,
): FootballScript {
  const rng = createRng(seed, 'fb', matchId);
  const s1 = rng.int(1, 4);
  const s2 = rng.int(2, 7);
  const h1End = (45 + s1) * 60;
  const h2Start = h1End + HALF_TIME_BREAK;
  const clock: FootballClock = { h1End, h2Start, end: h2Start + (45 + s2) * 60 };
  const lineups = {
    home: pickLineup(home.players, rng),
    away: pickLineup(away.players, rng),
  };
  const ratio = home.strength / (home.strength + away.strength);
  const ledger = new PitchLedger(
    { home: lineups.home.starters.map((s) => s.player), away: lineups.away.starters.map((s) => s.player) },
    { home: lineups.home.bench, away: lineups.away.bench },
  );
  const teams = { home, away };
  const plan = planFootball(rng, { clock, s1, s2, ratio, held, league });
  const walked = walkFootball(rng, plan, ledger, teams, clock);
  const corners: FootballScript['corners'] = [];
  for (const side of ['home', 'away'] as const) {
    for (let c = rng.poisson(side === 'home' ? 3 + 4 * ratio : 3 + 4 * (1 - ratio)); c > 0; c--) {
      const half: 1 | 2 = rng.chance(0.45) ? 1 : 2;
      const raw = half === 1 ? rng.int(1, 45 + s1) : rng.int(46, 90 + s2);
      corners.push({ t: instantOf(clock, half, raw, rng.int(0, 59)).t, side });
    }
  }
  if (cup?.earlier) walked.push(...decider(seed, matchId, cup.earlier, walked, ledger, teams, clock, ratio));
  const marker = (t: number, period: number, minute: number, stoppage: number, kind: string, text: string) =>
    markerEvent({ t, period, minute, stoppage, clock: null }, kind, text);
  const events: ScriptEvent[] = [
    marker(0, 1, 1, 0, 'kickoff', `比赛开始，${home.shortName}主场迎战${away.shortName}`),
    ...walked,
    marker(h1End, 1, 45, s1, 'half_time', '上半场比赛结束'),
    marker(h2Start, 2, 46, 0, 'comment', '下半场比赛开始'),
    marker(clock.end, 2, 90, s2, 'full_time', '全场比赛结束'),
  ].sort((a, b) => a.t - b.t);
  const figures = finalFigures(rng, ratio);
  fitPossession(events, figures.possession);
  const abandonAt = rng.chance(0.004) ? rng.int(600, clock.end - 600) : null;
  const spells = ledger.spells(clock.end);
  const rates = goalRates(ratio, league);
  const shots = footballShots({ seed, matchId, clock, events, lineups, spells, rates, stoppage: { s1, s2 } });
  return {
    ...clock,
    ...figures,
    events,
    corners,
    lineups,
    spells,
    shots,
    referee,
    // Cup games are always played out (a knock-out tie needs its result), and so is a match held to a real one.
    abandonAt: cup || held ? null : abandonAt,
  };
}

/**
 * A knock-out match cannot end level on aggregate: the engine plays no extra time, so a tie that would be
 * level is settled by a late goal from a player on the pitch in the last minutes of stoppage time.
 */
function decider(
  seed: string,
  matchId: number,
  earlier: { home: number; away: number },
  walked: ScriptEvent[],
  ledger: PitchLedger,
  teams: Record<Side, EngineTeam>,
  clock: FootballClock,
  ratio: number,
): ScriptEvent[] {
  const total = (side: Side) =>
    earlier[side] + walked.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
  if (total('home') !== total('away')) return [];
  const rng = createRng(seed, 'decider', matchId);
  const side: Side = rng.chance(ratio) ? 'home' : 'away';
  const last = walked.reduce((n, e) => Math.max(n, e.t), 0);
  const t = Math.min(clock.end - 2, Math.max(last + 1, clock.end - 60));
  const scorer = pickScorer(rng, ledger.onPitch(side));
  if (!scorer) return [];
  const text = `绝杀！${goalText('goal', teams[side].shortName, scorer.name)}`;
  return [
    {
      ...momentAt(clock, t),
      clock: null,
      side,
      kind: 'goal',
      playerId: scorer.id,
      relatedId: null,
      points: 1,
      text,
    },
  ];
}
