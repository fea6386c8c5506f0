/**
 * A tiny toast queue with no framework in it, so the request layer can raise toasts and any React tree can
 * show them through `<ToastHost />`.
 */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 3000;
/** Seed spec §9: transport errors stay up for 5 s. */
export const NETWORK_TOAST_DURATION = 5000;

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = items.filter((item) => item.id !== id);
  if (next.length !== items.length) {
    items = next;
    emit();
  }
}

export function showToast(type: ToastType, message: string, duration = DEFAULT_TOAST_DURATION): number {
  // Several calls failing together (e.g. an expired session) say the same thing once: the visible toast
  // is kept a little longer instead of stacking a copy.
  const same = items.find((item) => item.type === type && item.message === message);
  if (same) {
    clearTimeout(timers.get(same.id));
    timers.set(
      same.id,
      setTimeout(() => dismissToast(same.id), duration),
    );
    return same.id;
  }
  const id = nextId++;
  items = [...items, { id, type, message, duration }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  emit();
  return id;
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  items = [];
  emit();
}

export const toast = {
  success: (message: string, duration?: number) => showToast('success', message, duration),
  error: (message: string, duration?: number) => showToast('error', message, duration),
  warning: (message: string, duration?: number) => showToast('warning', message, duration),
  info: (message: string, duration?: number) => showToast('info', message, duration),
};

/** The shape the request client's `notify` option expects. */
export function notifyWithToast(message: string, options: { type: ToastType; duration: number }): void {
  showToast(options.type, message, options.duration);
}
