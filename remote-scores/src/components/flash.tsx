import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { currentTheme, type Theme } from '@jincheng/shared';

export interface FlashProps {
  /** Compared with the previous render: a different value flashes the cell. */
  value: string | number | null;
  className?: string;
  children: ReactNode;
}

/** A yellow wash, fainter on the dark theme so live (red) and plain text on it keep 4.5:1. */
const FRAMES: Record<Theme, Keyframe[]> = {
  light: [{ backgroundColor: 'rgba(255, 214, 102, 0.4)' }, { backgroundColor: 'rgba(255, 214, 102, 0)' }],
  dark: [{ backgroundColor: 'rgba(255, 214, 102, 0.12)' }, { backgroundColor: 'rgba(255, 214, 102, 0)' }],
};

/**
 * A cell that flashes when its value changes (not when it first mounts, e.g. scrolled into view). Web
 * Animations need no class toggling and no forced layout, which matters at hundreds of deltas a second.
 */
export function Flash({ value, className, children }: FlashProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const last = useRef(value);
  useLayoutEffect(() => {
    if (Object.is(last.current, value)) return;
    last.current = value;
    const el = ref.current;
    if (!el) return;
    el.dataset.flash = String(Number(el.dataset.flash ?? 0) + 1);
    el.animate?.(FRAMES[currentTheme()], { duration: 1500, easing: 'ease-out' });
  }, [value]);
  return (
    <span ref={ref} className={className}>
      {children}
    </span>
  );
}
