import { atom, type PrimitiveAtom, type createStore } from '../app-jotai';
import type { MatchChanges, MatchSummary } from '@jincheng/shared';
import { applyChanges } from './apply-changes';
import { detectAlert } from './detect-alert';
import type { LiveAlert, LiveEvent, LiveMatch } from './live-types';

type Store = ReturnType<typeof createStore>;

export const HIGHLIGHT_MS = 8000;

/**
 * One jotai atom per match, so a delta re-renders only the row that shows that match. Every atom remembers
 * the event id it reflects: a list read at event N never overwrites a row already updated past N, and an
 * event the row already contains is skipped. Changes seen on the feed for matches without a row yet are kept
 * (merged per field) so a list fetched later is brought up to date at once.
 */
export class LiveStore {
  /** Bumped whenever some match changes phase (kickoff, full time): lists re-filter and re-count then. */
  readonly phaseVersion = atom(0);
  private readonly atoms = new Map<number, PrimitiveAtom<LiveMatch>>();
  /** Each match as the read that created its atom had it (what a server render of that read showed). */
  private readonly reads = new Map<number, LiveMatch>();
  private readonly seen = new Map<number, { changes: MatchChanges; version: number }>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<(alert: LiveAlert) => void>();

  constructor(
    readonly store: Store,
    private readonly highlightMs = HIGHLIGHT_MS,
  ) {}

  atomOf(id: number): PrimitiveAtom<LiveMatch> | undefined {
    return this.atoms.get(id);
  }

  /**
   * The match as the read that created its atom had it, before anything the feed said: what the server
   * rendered from that read, so what a render hydrating the server's HTML must show (use-live.ts).
   */
  readOf(id: number): LiveMatch | undefined {
    return this.reads.get(id);
  }

  get(id: number): LiveMatch | undefined {
    const a = this.atoms.get(id);
    return a ? this.store.get(a) : undefined;
  }

  onAlert(listener: (alert: LiveAlert) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Makes sure every match of a read has its atom, without writing to any existing one: safe to call while
   * rendering (a new atom starts from the read, brought forward by what the feed already said about it), so
   * rows render from the first pass — also when the read came from the server's dehydrated page.
   */
  ensure(matches: readonly MatchSummary[], eventId: number): void {
    for (const m of matches) if (!this.atoms.has(m.id)) this.create(m, eventId);
  }

  /** Adds or refreshes rows from a list (or detail) read when the feed stood at `eventId`. */
  seed(matches: readonly MatchSummary[], eventId: number): void {
    let phases = false;
    for (const m of matches) {
      const a = this.atoms.get(m.id);
      if (!a) {
        this.create(m, eventId);
        phases = true;
        continue;
      }
      const existing = this.store.get(a);
      // A row at or past this read already holds everything in it (and maybe more from the feed).
      if (existing.version >= eventId) continue;
      const value = this.fromRead(m, eventId, existing.highlight);
      phases ||= existing.phase !== value.phase;
      this.store.set(a, value);
    }
    if (phases) this.bumpPhase();
  }

  private create(m: MatchSummary, eventId: number): void {
    this.reads.set(m.id, { ...m, version: eventId, highlight: null });
    this.atoms.set(m.id, atom(this.fromRead(m, eventId)));
  }

  private fromRead(m: MatchSummary, eventId: number, highlight: LiveMatch['highlight'] = null): LiveMatch {
    const seen = this.seen.get(m.id);
    const base: LiveMatch = { ...m, version: eventId, highlight };
    return seen && seen.version > eventId
      ? { ...applyChanges(base, seen.changes), version: seen.version }
      : base;
  }

  /** Applies feed events in order; a snapshot replaces what the feed knew (it follows a connect or a gap). */
  apply(events: readonly LiveEvent[]): void {
    let phases = false;
    for (const event of events) {
      if (event.type === 'snapshot') {
        this.seen.clear();
        for (const s of event.data.matches) phases = this.patch(s.matchId, s, event.id, null) || phases;
      } else {
        phases = this.patch(event.data.matchId, event.data.changes, event.id, event) || phases;
      }
    }
    if (phases) this.bumpPhase();
  }

  /** Returns whether the match changed phase. */
  private patch(id: number, changes: MatchChanges, version: number, event: LiveEvent | null): boolean {
    const seen = this.seen.get(id);
    if (seen && version <= seen.version) return false;
    const merged = event ? { ...seen?.changes, ...changes } : changes;
    this.seen.set(id, { changes: merged, version });
    const a = this.atoms.get(id);
    if (!a) return false;
    const prev = this.store.get(a);
    if (version <= prev.version) return false;
    let next: LiveMatch = { ...applyChanges(prev, changes), version };
    const alert = event ? detectAlert(prev, next, event) : null;
    if (alert) {
      next = { ...next, highlight: { kind: alert.kind, side: alert.side, at: Date.now() } };
      this.expire(id);
    }
    this.store.set(a, next);
    if (alert) for (const listener of this.listeners) listener({ ...alert, match: next });
    return prev.phase !== next.phase;
  }

  private expire(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        const a = this.atoms.get(id);
        if (a) this.store.set(a, { ...this.store.get(a), highlight: null });
      }, this.highlightMs),
    );
  }

  private bumpPhase(): void {
    this.store.set(this.phaseVersion, (n) => n + 1);
  }
}
