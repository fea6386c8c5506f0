import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@jincheng/shared';

export interface WhenNearProps {
  /** Rendered from the start; its box is what is watched, so it should have the content's size. */
  placeholder: ReactNode;
  /** Rendered (and so loaded) once the placeholder comes within `rootMargin` of the viewport. */
  children: ReactNode;
  rootMargin?: string;
  /** Render the children at once (a section on the first screen): the same on the server and in the browser. */
  initiallyNear?: boolean;
}

/**
 * Defers a below-the-fold section until the visitor scrolls near it: the first screen's requests go first,
 * and a phone never downloads a section nobody looks at. Without IntersectionObserver it renders right after
 * mount. The first render is the placeholder (unless `initiallyNear`), on the server and in the browser alike
 * (hydration).
 */
export function WhenNear({
  placeholder,
  children,
  rootMargin = '0px 0px 400px 0px',
  initiallyNear = false,
}: WhenNearProps) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(initiallyNear);
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = box.current;
    if (near || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return near ? children : <div ref={box}>{placeholder}</div>;
}
