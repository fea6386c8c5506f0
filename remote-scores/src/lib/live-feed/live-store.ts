import { atom, atomFamily, type PrimitiveAtom, type createStore } from '../app-jotai';
import type { MatchChanges, MatchSummary } from '@jincheng/shared';
import { applyChanges } from './apply-changes';
import { detectAlert } from './detect-alert';
import type { LiveAlert, LiveEvent, LiveMatch } from './live-types';

type Store = ReturnType<typeof createStore>;

export const HIGHLIGHT_MS = 8000;

/** What the feed said about one match since the page opened: the latest value of each field it changed. */
export interface LiveDelta {
  changes: MatchChanges;
  /** The last event id applied. */
  version: number;
  highlight: LiveMatch['highlight'];
}

/** A match as a read (list, detail, widget) had it when the feed stood at `eventId`, before any delta. */
export function liveRead(match: MatchSummary, eventId: number): LiveMatch {
  return { ...match, version: eventId, highlight: null };
}

/**
 * A read brought forward by the feed: a read at or past the feed's last event already holds everything in
 * it (a list read at event N never rolls back a row the feed moved past N, and vice versa). The highlight of
 * a goal or red card stays for its few seconds whichever is newer.
 */
export function withDelta(read: LiveMatch, delta: LiveDelta | null): LiveMatch {
  if (!delta) return read;
  const base = delta.highlight === read.highlight ? read : { ...read, highlight: delta.highlight };
  return delta.version > read.version
    ? { ...applyChanges(base, delta.changes), version: delta.version }
    : base;
}

/**
 * The live feed's state: one jotai atom per match (jotai-family's `atomFamily`) holding only what the feed
 * said about it, so a delta re-renders only the rows that show that match. Rows hold their read and combine
 * it with the match's delta while rendering (`withDelta`): nothing is written while rendering, and a read
 * fetched later is brought up to date at once. Screens tell the store their reads in an effect (`seed`),
 * which it needs to tell a goal from a correction and to announce the match.
 */
export class LiveStore {
  /** Bumped whenever some match changes phase (kickoff, full time): lists re-filter and re-count then. */
  readonly phaseVersion = atom(0);
  /** The feed's delta of each match; null until the feed says something about it. */
  readonly deltaOf = atomFamily((_id: number): PrimitiveAtom<LiveDelta | null> =>
    atom<LiveDelta | null>(null),
  );
  /** The newest read of each match a mounted screen showed (written by effects, never while rendering). */
  private readonly reads = new Map<number, LiveMatch>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<(alert: LiveAlert) => void>();

  constructor(
    readonly store: Store,
    private readonly highlightMs = HIGHLIGHT_MS,
  ) {}

  delta(id: number): LiveDelta | null {
    return this.store.get(this.deltaOf(id));
  }

  /** `read` as it stands now. */
  current(read: LiveMatch): LiveMatch {
    return withDelta(read, this.delta(read.id));
  }

  /** Match `id` of `reads` as it stands now (undefined when `reads` has no such match). */
  currentOf(reads: ReadonlyMap<number, LiveMatch>, id: number): LiveMatch | undefined {
    const read = reads.get(id);
    return read && this.current(read);
  }

  /** The match as it stands now, from the newest read a screen showed (undefined when none did). */
  get(id: number): LiveMatch | undefined {
    const read = this.reads.get(id);
    return read && this.current(read);
  }

  onAlert(listener: (alert: LiveAlert) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A screen shows these reads (call from an effect): the newest read of each match is kept. */
  seed(reads: readonly LiveMatch[]): void {
    for (const read of reads) {
      const known = this.reads.get(read.id);
      if (!known || known.version <= read.version) this.reads.set(read.id, read);
    }
  }

  /** Applies feed events in order; a snapshot (after a connect or a gap) is applied silently. */
  apply(events: readonly LiveEvent[]): void {
    let phases = false;
    for (const event of events) {
      if (event.type === 'snapshot') {
        for (const s of event.data.matches) phases = this.patch(s.matchId, s, event.id, null) || phases;
      } else {
        phases = this.patch(event.data.matchId, event.data.changes, event.id, event) || phases;
      }
    }
    if (phases) this.bumpPhase();
  }

  /** Returns whether the match changed phase. */
  private patch(id: number, changes: MatchChanges, version: number, event: LiveEvent | null): boolean {
    const deltaAtom = this.deltaOf(id);
    const prevDelta = this.store.get(deltaAtom);
    if (prevDelta && version <= prevDelta.version) return false;
    let next: LiveDelta = {
      changes: { ...prevDelta?.changes, ...changes },
      version,
      highlight: prevDelta?.highlight ?? null,
    };
    const read = this.reads.get(id);
    // Without a read no screen shows the match: nothing to announce, no list to re-sort.
    if (!read || version <= read.version) {
      this.store.set(deltaAtom, next);
      return false;
    }
    const before = withDelta(read, prevDelta);
    const after = withDelta(read, next);
    const alert = event ? detectAlert(before, after, event) : null;
    if (alert) {
      next = { ...next, highlight: { kind: alert.kind, side: alert.side, at: Date.now() } };
      this.expire(id);
    }
    this.store.set(deltaAtom, next);
    if (alert) {
      const match = withDelta(read, next);
      for (const listener of this.listeners) listener({ ...alert, match });
    }
    return before.phase !== after.phase;
  }

  private expire(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        const deltaAtom = this.deltaOf(id);
        const delta = this.store.get(deltaAtom);
        if (delta) this.store.set(deltaAtom, { ...delta, highlight: null });
      }, this.highlightMs),
    );
  }

  private bumpPhase(): void {
    this.store.set(this.phaseVersion, (n) => n + 1);
  }
}
