import type { EnginePlayer } from './types';

export type Side = 'home' | 'away';

/** Substitution rules of the competitions we show: five changes, three windows in play, half-time free. */
export const MAX_SUBS = 5;
export const MAX_WINDOWS = 3;

interface SideLedger {
  onPitch: EnginePlayer[];
  bench: EnginePlayer[];
  /** Subbed off or sent off: out for the rest of the match. */
  gone: Set<number>;
  /** Came on as substitutes: no injuries are modelled, so they stay on (unless sent off). */
  cameOn: Set<number>;
  booked: Set<number>;
  subs: number;
  /** Instants of the in-play substitution windows used so far. */
  windows: number[];
  /** Player id → instant until which he must stay on (a VAR review of his goal is pending). */
  busy: Map<number, number>;
  /** Player id → seconds on the pitch [from, to). */
  spells: Map<number, [number, number | null]>;
}

/**
 * Who is on the pitch, moment by moment: the one place the consistency rules of a football match live. The
 * script is walked in time order through this ledger, so every scorer, assister, booked or substituted player
 * is on the pitch at that instant; a sent-off player takes no further part and is not replaced; a substituted
 * player never returns and a substitute is not taken off again; at most five changes in three in-play
 * windows (half-time changes use no window).
 * The seed writes and the simulator reveals the same script, so both show what this ledger allowed.
 */
export class PitchLedger {
  private readonly sides: Record<Side, SideLedger>;

  constructor(starters: Record<Side, EnginePlayer[]>, bench: Record<Side, EnginePlayer[]>) {
    const side = (s: Side): SideLedger => ({
      onPitch: [...starters[s]],
      bench: [...bench[s]],
      gone: new Set(),
      cameOn: new Set(),
      booked: new Set(),
      subs: 0,
      windows: [],
      busy: new Map(),
      spells: new Map(starters[s].map((p) => [p.id, [0, null]])),
    });
    this.sides = { home: side('home'), away: side('away') };
  }

  onPitch(side: Side): EnginePlayer[] {
    return this.sides[side].onPitch;
  }

  /** Outfield players on the pitch who may leave it at `t` (no pending review of their goal). */
  removable(side: Side, t: number): EnginePlayer[] {
    const s = this.sides[side];
    return s.onPitch.filter((p) => p.position !== 'G' && (s.busy.get(p.id) ?? -1) < t);
  }

  /** Who may be substituted at `t`: the removable players, less those who came on (never taken off again). */
  substitutable(side: Side, t: number): EnginePlayer[] {
    const s = this.sides[side];
    return this.removable(side, t).filter((p) => !s.cameOn.has(p.id));
  }

  /** Keeps a scorer on the pitch until the VAR review of his goal at `until`. */
  hold(side: Side, playerId: number, until: number): void {
    const s = this.sides[side];
    s.busy.set(playerId, Math.max(until, s.busy.get(playerId) ?? -1));
  }

  isOn(side: Side, playerId: number): boolean {
    return this.sides[side].onPitch.some((p) => p.id === playerId);
  }

  /** How many changes a window at `t` may still make (0 when the side has used its changes or windows). */
  changesLeft(side: Side, t: number, halfTime: boolean): number {
    const s = this.sides[side];
    const windowOpen = halfTime || s.windows.includes(t) || s.windows.length < MAX_WINDOWS;
    const bench = s.bench.filter((p) => p.position !== 'G').length;
    return windowOpen ? Math.max(0, Math.min(MAX_SUBS - s.subs, bench)) : 0;
  }

  /** Replaces `off` by the best-fitting unused outfield substitute; null when the change is not allowed. */
  substitute(side: Side, off: EnginePlayer, t: number, halfTime: boolean): EnginePlayer | null {
    const s = this.sides[side];
    if (!this.changesLeft(side, t, halfTime) || !this.substitutable(side, t).includes(off)) return null;
    const outfield = s.bench.filter((p) => p.position !== 'G');
    const on = outfield.find((p) => p.position === off.position) ?? outfield[0];
    if (!on) return null;
    s.bench.splice(s.bench.indexOf(on), 1);
    s.cameOn.add(on.id);
    s.onPitch.splice(s.onPitch.indexOf(off), 1, on);
    s.gone.add(off.id);
    s.subs++;
    if (!halfTime && !s.windows.includes(t)) s.windows.push(t);
    this.close(s, off.id, t);
    s.spells.set(on.id, [t, null]);
    return on;
  }

  /** A caution: 'yellow', or 'second_yellow' for a player already booked (he leaves the pitch). */
  book(side: Side, player: EnginePlayer, t: number): 'yellow' | 'second_yellow' {
    const s = this.sides[side];
    if (!s.booked.has(player.id)) {
      s.booked.add(player.id);
      return 'yellow';
    }
    this.sendOff(side, player, t);
    return 'second_yellow';
  }

  isBooked(side: Side, playerId: number): boolean {
    return this.sides[side].booked.has(playerId);
  }

  /** Red card: off the pitch, not replaced (the side plays a man short). */
  sendOff(side: Side, player: EnginePlayer, t: number): void {
    const s = this.sides[side];
    s.onPitch.splice(s.onPitch.indexOf(player), 1);
    s.gone.add(player.id);
    this.close(s, player.id, t);
  }

  /** Seconds each player spent on the pitch, once the match is over at `end`. */
  spells(end: number): Map<number, [number, number]> {
    const out = new Map<number, [number, number]>();
    for (const s of Object.values(this.sides))
      for (const [id, [from, to]] of s.spells) out.set(id, [from, to ?? end]);
    return out;
  }

  private close(s: SideLedger, id: number, t: number): void {
    const spell = s.spells.get(id);
    if (spell) spell[1] = t;
  }
}
