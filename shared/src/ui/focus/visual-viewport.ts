import { useLayoutEffect, type RefObject } from 'react';

/**
 * Pins a dialog's fixed backdrop to the visual viewport: the part of the page the visitor really sees. On a
 * phone that differs from the layout viewport when the page is pinch-zoomed, scrolled sideways or the
 * on-screen keyboard is open; a backdrop sized to the layout viewport then centres its dialog off screen.
 */
export function useVisualViewportBox(backdrop: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    const node = backdrop.current;
    if (!viewport || !node) return undefined;
    const place = () => {
      Object.assign(node.style, {
        left: `${viewport.offsetLeft}px`,
        top: `${viewport.offsetTop}px`,
        right: 'auto',
        bottom: 'auto',
        width: `${viewport.width}px`,
        height: `${viewport.height}px`,
      });
    };
    place();
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
    };
  }, [backdrop]);
}
