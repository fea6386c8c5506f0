import { useEffect, useRef, useState, useSyncExternalStore, type ImgHTMLAttributes } from 'react';
import { LAZY_CACHE_SIZE, LAZY_MAX_ATTEMPTS } from './constants';
import { LoadedImageCache } from './image-cache';
import { watchNearViewport } from './watcher';
import styles from './lazy-image.module.css';

export const loadedImages = new LoadedImageCache(LAZY_CACHE_SIZE);

export interface LazyImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'loading' | 'width' | 'height'
> {
  src: string;
  /** In pixels, as `<img width>`; the placeholder takes it too, weaker than any class rule (see below). */
  width?: number;
  height?: number;
  alt: string;
  /** Shown when the image failed every attempt; by default the alt text in a neutral box. */
  fallback?: React.ReactNode;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/** A placeholder speaks for its image: named when the image has alt text, hidden when it is decorative. */
function imageRole(alt: string) {
  return alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
}

const noSubscribe = () => () => undefined;
const notLoaded = () => false;

/**
 * Whether this browser already loaded `src`. The server has loaded nothing, and neither has the render that
 * hydrates its HTML: the cache is the browser's (another part of the page, rendered earlier, may have shown
 * the same badge — /home's 我的关注 cards before 热门比赛 hydrated, React #418), so hydration keeps the
 * server's placeholder and React renders the image right after it.
 */
function useRemembered(src: string): boolean {
  return useSyncExternalStore(noSubscribe, () => loadedImages.has(src), notLoaded);
}

/** Tries to load `src` up to `attempts` times; resolves true once it loads. */
function loadImage(src: string, attempts: number): Promise<boolean> {
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      tries += 1;
      const img = new Image();
      img.onload = () => resolve(true);
      img.onerror = () => (tries < attempts ? setTimeout(attempt, 300 * tries) : resolve(false));
      img.src = src;
    };
    attempt();
  });
}

/**
 * Spec §9 lazy image: starts loading within 1.3 viewports of the screen, retries up to 3 times, checks at
 * most every 200 ms, and remembers up to 200 loaded images so they show at once when met again.
 */
export function LazyImage({ src, alt, fallback, className, ...rest }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  // The phase belongs to the src it was reached for: a new src starts over (at once 'loaded' when cached).
  const [reached, setReached] = useState<{ src: string; phase: Phase } | null>(null);
  const remembered = useRemembered(src);
  const phase: Phase = reached?.src === src ? reached.phase : remembered ? 'loaded' : 'waiting';

  useEffect(() => {
    if (loadedImages.has(src)) return undefined;
    const element = holder.current;
    if (!element) return undefined;
    let cancelled = false;
    const stop = watchNearViewport(element, () => {
      setReached({ src, phase: 'loading' });
      void loadImage(src, LAZY_MAX_ATTEMPTS).then((ok) => {
        if (ok) loadedImages.add(src);
        if (!cancelled) setReached({ src, phase: ok ? 'loaded' : 'failed' });
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [src]);

  // The placeholder's size is the image attributes' (custom properties that `:where(.box)` reads): a class
  // that sizes the image per screen (a 40 px badge on a phone) sizes the placeholder too, so nothing moves.
  const style = {
    '--jc-image-width': rest.width && `${rest.width}px`,
    '--jc-image-height': rest.height && `${rest.height}px`,
    ...rest.style,
  } as React.CSSProperties;
  if (phase === 'loaded') return <img src={src} alt={alt} className={className} {...rest} />;
  if (phase === 'failed')
    return (
      <span className={`${styles.box} ${styles.failed} ${className ?? ''}`} {...imageRole(alt)} style={style}>
        {fallback ?? <span className={styles.alt}>{alt}</span>}
      </span>
    );
  return (
    <span
      ref={holder}
      className={`${styles.box} ${styles.pending} ${className ?? ''}`}
      {...imageRole(alt)}
      aria-busy={phase === 'loading'}
      style={style}
    />
  );
}
