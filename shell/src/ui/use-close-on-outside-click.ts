import { useEffect, type RefObject } from 'react';

/** While `open`, a mouse press outside `root` calls `close` (the header's drop-down menus). */
export function useCloseOnOutsideClick(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPress = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPress);
    return () => document.removeEventListener('mousedown', onPress);
  }, [root, open, close]);
}
