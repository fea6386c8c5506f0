import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * When a slot is really live. React hydrates a Suspense boundary nested in a slot's screen (a QueryBoundary
 * around the list) after the screen around it, at idle priority: the slot's own content has committed, but
 * the rows are still server HTML with no handlers. A tap that lands there (or that the early-taps script plays
 * there) depends on React hydrating that boundary synchronously for it, and React drops the tap when it cannot
 * (the boundary suspends). So a slot marks itself live only once every boundary in it that was still server
 * HTML at its commit has committed: its content, its fallback or its failure.
 *
 * The slot (the shell's RemoteSlot) provides a SlotGate; each boundary holds it from its first commit until
 * something inside it commits. A boundary whose inside commits with it (a page the browser rendered itself)
 * never holds. An older remote whose boundaries do not know the gate leaves the slot as before: live at once.
 */
export class SlotGate {
  private holds = 0;
  private waiting: (() => void)[] = [];

  /** Holds the gate; the returned function releases it (once; a second call does nothing). */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      this.flush();
    };
  }

  /** Runs `live` once no boundary holds the gate: now, or when the last one is released. */
  whenClear(live: () => void): void {
    this.waiting.push(live);
    this.flush();
  }

  private flush(): void {
    if (this.holds > 0) return;
    const ready = this.waiting;
    this.waiting = [];
    ready.forEach((live) => live());
  }
}

export const SlotGateContext = createContext<SlotGate | null>(null);

/** Reports that something inside the boundary committed (its content, fallback or failure). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * For a Suspense boundary in a slot: `outer` is rendered outside the boundary and `inner(node)` wraps whatever
 * is rendered inside it (content, fallback, failure), so the slot's gate is held while the boundary is still
 * the server's HTML. Layout effects: the boundary's hold is taken before the slot's own (passive) commit effect
 * asks whether it is clear, and an inside that commits in the same pass runs first, so it never holds.
 */
export function useBoundaryGate(): (node: ReactNode) => ReactNode {
  const gate = useContext(SlotGateContext);
  const state = useRef<{ inside: boolean; release: (() => void) | null }>({ inside: false, release: null });
  const onCommit = useCallback(() => {
    state.current.inside = true;
    state.current.release?.();
    state.current.release = null;
  }, []);
  useLayoutEffect(() => {
    const current = state.current;
    if (gate && !current.inside) current.release = gate.hold();
    return () => {
      current.release?.();
      current.release = null;
    };
  }, [gate]);
  return (node) => (
    <>
      {node}
      <Committed onCommit={onCommit} />
    </>
  );
}
