import type { Rng } from '../seed/prng';
import { laterInHalf, momentAt, type FootballClock } from './football-clock';
import type { PitchLedger, Side } from './football-ledger';
import { enqueue, type Happening } from './football-plan';
import { commentLine, goalText } from './football-text';
import type { EnginePlayer, EngineTeam, ScriptEvent } from './types';

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Own goals: defenders most, forwards least (positions only). */
const ownGoalWeight = (p: EnginePlayer) =>
  p.position === 'F' ? 5 : p.position === 'M' ? 2.5 : p.position === 'D' ? 0.7 : 0;

/** Per-90 rates of a player without fitted ones (hand-made squads): a big-five regular's by position. */
const GOALS90: Record<string, number> = { G: 0, D: 0.04, M: 0.12, F: 0.35 };
const ASSISTS90: Record<string, number> = { G: 0, D: 0.06, M: 0.12, F: 0.14 };
/**
 * The weight of a player's rate in the draw: the rate to the power SHARPEN. The engine's clubs score fewer
 * goals than the real top clubs (the score model is fitted to whole leagues), so a plain share of a strong
 * club's goals would leave its striker well short of his real rate; the power gives the prolific a larger
 * share of what his side scores, the way one player takes most of a real side's goals.
 */
const SHARPEN = 2;
/** A player's goals per 90 (keepers none: they neither score nor assist from open play in this engine). */
export const goalRate = (p: EnginePlayer) =>
  p.position === 'G' ? 0 : (p.goals90 ?? GOALS90[p.position] ?? 0);
const goalWeight = (p: EnginePlayer) => goalRate(p) ** SHARPEN;
const assistWeight = (p: EnginePlayer) =>
  p.position === 'G' ? 0 : (p.assists90 ?? ASSISTS90[p.position] ?? 0) ** SHARPEN;

function pickWeighted(
  rng: Rng,
  players: EnginePlayer[],
  weight: (p: EnginePlayer) => number,
): EnginePlayer | undefined {
  const total = players.reduce((n, p) => n + weight(p), 0);
  let r = rng.next() * total;
  return players.find((p) => weight(p) > 0 && (r -= weight(p)) <= 0) ?? players[0];
}

/**
 * Who scores a goal of his side: one of the players on the pitch, drawn by their goals per 90 minutes
 * (engine/player-rates.ts), so a striker scoring a goal a game takes the lion's share.
 */
export const pickScorer = (rng: Rng, players: EnginePlayer[]) => pickWeighted(rng, players, goalWeight);

/** Who sets a goal up: a team-mate of the scorer on the pitch, drawn by assists per 90. */
export const pickAssister = (rng: Rng, players: EnginePlayer[], scorer: EnginePlayer) =>
  pickWeighted(
    rng,
    players.filter((p) => p.id !== scorer.id && p.position !== 'G'),
    assistWeight,
  );

/** The usual penalty taker: the most prolific scorer on the pitch (the earlier listed on a tie). */
export function penaltyTaker(players: EnginePlayer[]): EnginePlayer | undefined {
  return players.reduce<EnginePlayer | undefined>(
    (best, p) => (p.position !== 'G' && (!best || goalWeight(p) > goalWeight(best)) ? p : best),
    undefined,
  );
}

/**
 * Walks the plan in time order through the pitch ledger and writes the timeline: every player named by an
 * event is picked from the players on the pitch at that instant, so no event can contradict the ledger.
 */
export function walkFootball(
  rng: Rng,
  plan: Happening[],
  ledger: PitchLedger,
  teams: Record<Side, EngineTeam>,
  clock: FootballClock,
): ScriptEvent[] {
  const queue = [...plan].sort((a, b) => a.t - b.t);
  const events: ScriptEvent[] = [];
  const emit = (h: Happening, kind: string, player: EnginePlayer | null, text: string, extra = {}) =>
    events.push({
      t: h.t,
      period: h.period,
      minute: h.minute,
      stoppage: h.stoppage,
      clock: null,
      side: h.side,
      kind,
      playerId: player?.id ?? null,
      relatedId: null,
      points: 0,
      text,
      ...extra,
    });
  const review = (i: number, h: Happening, scorerSide: Side, scorer: EnginePlayer, disallow: boolean) => {
    const latest = laterInHalf(clock, h.t, disallow ? 90 : 75);
    if (latest === null) return;
    // The check comes before anything else happens (a restart, a change, a card): it ends before the next
    // happening, and a happening within seconds of the goal waits until the check is over.
    const next = queue.slice(i + 1).find((q) => q.t > h.t + 20);
    const at = next ? Math.min(latest, next.t - 1) : latest;
    for (let j = i + 1; j < queue.length; j++) {
      const q = queue[j] as Happening;
      if (q.t <= at && !(q.kind === 'subs' && q.halfTime)) Object.assign(q, momentAt(clock, at + 1));
    }
    ledger.hold(scorerSide, scorer.id, at);
    enqueue(
      queue,
      { kind: 'var', side: h.side, playerId: scorer.id, disallow, name: scorer.name, ...momentAt(clock, at) },
      i + 1,
    );
  };
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i] as Happening;
    const pitch = ledger.onPitch(h.side);
    const team = teams[h.side].shortName;
    switch (h.kind) {
      case 'subs': {
        const count = Math.min(h.count, ledger.changesLeft(h.side, h.t, h.halfTime));
        for (let n = 0; n < count; n++) {
          const off = rng.pick(ledger.substitutable(h.side, h.t));
          const on = off ? ledger.substitute(h.side, off, h.t, h.halfTime) : null;
          if (!off || !on) break;
          const text = `${h.halfTime ? '中场换人' : '换人'}：${on.name}替下${off.name}`;
          emit(h, 'substitution', off, text, { relatedId: on.id });
        }
        break;
      }
      case 'goal': {
        const kind = h.roll < 0.08 ? 'penalty' : h.roll < 0.11 ? 'own_goal' : 'goal';
        const scorerSide = kind === 'own_goal' ? other(h.side) : h.side;
        const field = ledger.onPitch(scorerSide);
        const scorer =
          kind === 'own_goal'
            ? (pickWeighted(
                rng,
                field.filter((p) => p.position === 'D'),
                ownGoalWeight,
              ) ?? rng.pick(field))
            : kind === 'penalty'
              ? penaltyTaker(field)
              : pickScorer(rng, field);
        if (!scorer) break;
        const assist = kind === 'goal' && rng.chance(0.7) ? pickAssister(rng, pitch, scorer) : undefined;
        emit(h, kind, scorer, goalText(kind, team, scorer.name, assist?.name), {
          relatedId: assist?.id ?? null,
          points: 1,
        });
        if (rng.chance(0.1)) review(i, h, scorerSide, scorer, false);
        break;
      }
      case 'disallowed': {
        const scorer = pickScorer(rng, pitch);
        if (!scorer || laterInHalf(clock, h.t, 90) === null) break;
        emit(h, 'goal', scorer, goalText('goal', team, scorer.name), { points: 1 });
        review(i, h, h.side, scorer, true);
        break;
      }
      case 'var':
        emit(
          h,
          'var',
          ledger.onPitch(h.side).find((p) => p.id === h.playerId) ??
            ledger.onPitch(other(h.side)).find((p) => p.id === h.playerId) ??
            null,
          h.disallow ? `VAR 复核：${h.name}进球前越位在先，进球无效` : 'VAR 复核：进球有效',
          { points: h.disallow ? -1 : 0 },
        );
        break;
      case 'missed_penalty': {
        const taker = penaltyTaker(pitch);
        if (taker) emit(h, 'missed_penalty', taker, `${taker.name}主罚点球被扑出！`);
        break;
      }
      case 'yellow': {
        const player = rng.pick(pitch.filter((p) => !ledger.isBooked(h.side, p.id)));
        if (!player) break;
        ledger.book(h.side, player, h.t);
        emit(h, 'yellow', player, `${player.name}犯规吃到黄牌`);
        const later = h.second ? laterInHalf(clock, h.t, rng.int(300, 1200), 30) : null;
        if (later !== null)
          enqueue(
            queue,
            { kind: 'second_yellow', side: h.side, playerId: player.id, ...momentAt(clock, later) },
            i + 1,
          );
        break;
      }
      case 'second_yellow': {
        const player = ledger.removable(h.side, h.t).find((p) => p.id === h.playerId);
        if (!player) break;
        ledger.book(h.side, player, h.t);
        emit(h, 'second_yellow', player, `${player.name}两黄变一红被罚下`);
        break;
      }
      case 'red': {
        const player = rng.pick(ledger.removable(h.side, h.t));
        if (!player) break;
        ledger.sendOff(h.side, player, h.t);
        emit(h, 'red', player, `${player.name}恶意犯规被直接红牌罚下`);
        break;
      }
      case 'comment': {
        const player = rng.pick(pitch);
        if (player) emit(h, 'comment', player, commentLine(rng, team, player.name, player.position));
        break;
      }
    }
  }
  return events;
}
