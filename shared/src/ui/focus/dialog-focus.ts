import { useEffect, type KeyboardEvent, type RefObject } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A dialog's focus, as WAI-ARIA asks: on open it moves to `initial` (or the first focusable element, or the
 * dialog itself); on close it returns to whatever had it before.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = dialog.current;
    (initial?.current ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus();
    return () => before?.focus();
    // Runs once per opening: the dialog mounts when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Keeps Tab and Shift+Tab cycling inside `container` (call from the dialog's onKeyDown). */
export function trapTab(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
