/**
 * The modal dialogs open on the page, the topmost last. A modal dialog makes everything outside it inert and
 * covers it (the top layer): what must stay usable above it, the toasts, is rendered inside the topmost one.
 */
let stack: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed(next: readonly HTMLDialogElement[]): void {
  stack = next;
  for (const listener of listeners) listener();
}

export function dialogOpened(dialog: HTMLDialogElement): void {
  changed([...stack.filter((d) => d !== dialog), dialog]);
}

export function dialogClosed(dialog: HTMLDialogElement): void {
  if (stack.includes(dialog)) changed(stack.filter((d) => d !== dialog));
}

/** The topmost open modal dialog, or null. */
export function topDialog(): HTMLDialogElement | null {
  return stack[stack.length - 1] ?? null;
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
