import { useSyncExternalStore } from 'react';

/**
 * One clock for every running minute on the page: a single 1 s interval while anything listens, none when
 * nothing does. Each subscriber re-renders only when its own label changes (a new minute), not every second.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const idle = () => () => undefined;

/**
 * `label(now)` kept current while `active`; `label` must be pure in `now`. On the server (and while the
 * browser hydrates) it is the label of the moment of rendering.
 */
export function useTickingLabel<T>(active: boolean, label: (now: number) => T): T {
  return useSyncExternalStore(
    active ? subscribe : idle,
    () => label(active ? now : Date.now()),
    () => label(Date.now()),
  );
}
