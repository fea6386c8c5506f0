import { minutesOnPitch } from './football-clock';
import type { FootballScript } from './football-script';
import { shotsAt } from './football-shots';

/** A player is rated once he has played this many minutes (as the data providers do). */
export const RATED_AFTER_MINUTES = 10;

/**
 * Player ratings (3.0–10.0) at `t` from each player's own events and minutes: 6.0, plus
 * goal +1.0 (penalty +0.8), assist +0.6, shot on target +0.15, other shot +0.05, 0.6 × his open-play xG,
 * goalkeeper save +0.25; missed penalty −0.6, own goal −0.8, yellow −0.3, sent off −1.0;
 * each goal his side scores while he is on +0.15, each it concedes −0.25 (goalkeeper, defender) or −0.1;
 * a clean sheet after 60 minutes on +0.4 (goalkeeper, defender); presence +0.3 × minutes / 90.
 * Players with fewer than RATED_AFTER_MINUTES minutes have none. Live ratings move with the events seen.
 */
export function ratingsAt(script: FootballScript, t: number): Map<number, number> {
  const now = Math.min(t, script.abandonAt ?? Infinity, script.end);
  const out = new Map<number, number>();
  if (now < 0) return out;
  const shots = shotsAt(script.shots, now);
  const events = script.events.filter((e) => e.t <= now);
  for (const side of ['home', 'away'] as const) {
    const lineup = script.lineups[side];
    for (const p of [...lineup.starters.map((s) => s.player), ...lineup.bench]) {
      const spell = script.spells.get(p.id);
      if (!spell) continue;
      const minutes = minutesOnPitch(script, spell, now);
      if (minutes < RATED_AFTER_MINUTES) continue;
      const on = (at: number) => spell[0] <= at && at < spell[1];
      const back = p.position === 'G' || p.position === 'D';
      let r = 6 + (0.3 * Math.min(minutes, 90)) / 90;
      for (const s of shots) {
        if (s.playerId === p.id) {
          if (s.outcome === 'goal') r += s.situation === 'penalty' ? 0.8 : 1;
          else if (s.outcome === 'saved') r += s.situation === 'penalty' ? -0.6 : 0.15;
          else r += 0.05;
          if (s.situation !== 'penalty') r += 0.6 * s.xg;
        } else if (p.position === 'G' && s.side !== side && s.outcome === 'saved' && on(s.t)) r += 0.25;
      }
      let conceded = 0;
      for (const e of events) {
        if (e.relatedId === p.id && e.points > 0 && e.kind === 'goal') r += 0.6;
        if (e.playerId === p.id) {
          if (e.kind === 'own_goal') r -= 0.8;
          else if (e.kind === 'yellow') r -= 0.3;
          else if (e.kind === 'red' || e.kind === 'second_yellow') r -= 1;
        }
        if (e.points !== 0 && e.side !== null && on(e.t)) {
          if (e.side === side) r += 0.15 * e.points;
          else {
            r -= (back ? 0.25 : 0.1) * e.points;
            conceded += e.points;
          }
        }
      }
      if (back && conceded <= 0 && minutes >= 60) r += 0.4;
      out.set(p.id, Math.max(3, Math.min(10, Math.round(r * 10) / 10)));
    }
  }
  return out;
}
