import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { currentTheme, type Theme } from '@jincheng/shared';
import styles from './flash.module.css';

export interface FlashProps {
  /** Compared with the previous render: a different value flashes the cell. */
  value: string | number | null;
  className?: string;
  children: ReactNode;
}

/** A yellow wash, fainter on the dark theme so live (red) and plain text on it keep 4.5:1. */
const WASH: Record<Theme, string> = {
  light: 'rgba(255, 214, 102, 0.4)',
  dark: 'rgba(255, 214, 102, 0.12)',
};
const FADE: Keyframe[] = [{ opacity: 1 }, { opacity: 0 }];

/**
 * A cell that flashes when its value changes (not when it first mounts, e.g. scrolled into view). Web
 * Animations need no class toggling and no forced layout, which matters at hundreds of deltas a second.
 * The wash is a layer behind the text (::after) whose opacity fades: the compositor runs that on its own.
 * A fading background colour (as before) had the main thread repaint the page at every frame for 1.5 s after
 * each change, and a live page changes a cell every few seconds.
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
    el.style.setProperty('--flash-wash', WASH[currentTheme()]);
    el.animate?.(FADE, { duration: 1500, easing: 'ease-out', pseudoElement: '::after' });
  }, [value]);
  return (
    <span ref={ref} className={`${styles.flash} ${className ?? ''}`}>
      {children}
    </span>
  );
}
