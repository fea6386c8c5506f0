// An in-page audit of a phone layout, run with `page.evaluate(auditLayout, options)`. Self-contained: the
// function is serialised into the page, so it may not use anything from this module's scope.
//
// It reports
// - `scrollWidth`: the document's width (must not exceed the viewport: no sideways scrolling);
// - `cut`: visible elements that reach past the left or right edge of the viewport. An element inside a
//   container that scrolls sideways on purpose (overflow-x auto/scroll) is measured against that container's
//   visible box, so a table row scrolled out of view is fine; the container itself must still fit. Content
//   clipped by an `overflow: hidden` ancestor only counts for the part that is shown;
// - `smallTargets`: buttons, links and tabs smaller than `minTarget` px in both directions (links inside a
//   sentence are exempt, as in WCAG 2.5.5).
export function auditLayout({ minTarget = 44, tolerance = 1 } = {}) {
  const vw = document.documentElement.clientWidth;
  const describe = (el) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
    const text = (el.getAttribute('aria-label') || el.textContent || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${cls} «${text}»`;
  };
  const hiddenForEveryone = (el, style) =>
    style.visibility === 'hidden' ||
    style.display === 'contents' ||
    Number(style.opacity) === 0 ||
    el.closest('[hidden], [aria-hidden="true"] svg') !== null;
  // Screen-reader-only text and skip links (parked far off screen until focused) are hidden on purpose.
  const visuallyHidden = (rect, style) =>
    (style.position === 'absolute' && (rect.right < 0 || rect.left > vw)) ||
    rect.width <= 1 ||
    rect.height <= 1 ||
    (style.clip && style.clip !== 'auto') ||
    (style.clipPath && style.clipPath !== 'none');

  /** The part of `rect` left visible by clipping ancestors; `scroller` is set when one scrolls sideways. */
  const visiblePart = (el, rect) => {
    let left = rect.left;
    let right = rect.right;
    let scroller = null;
    for (
      let p = el.parentElement;
      p && p !== document.body && p !== document.documentElement;
      p = p.parentElement
    ) {
      const s = getComputedStyle(p);
      if (s.position === 'fixed') break;
      if (s.overflowX === 'visible') continue;
      const r = p.getBoundingClientRect();
      left = Math.max(left, r.left);
      right = Math.min(right, r.right);
      if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && !scroller) scroller = p;
    }
    return { left, right, scroller };
  };

  const cut = [];
  const smallTargets = [];
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || hiddenForEveryone(el, style)) continue;
    const rect = el.getBoundingClientRect();
    if (visuallyHidden(rect, style) || el.closest('[class*="srOnly"], [class*="sr-only"]')) continue;
    const { left, right, scroller } = visiblePart(el, rect);
    if (right - left <= 0) continue; // entirely scrolled or clipped out of view by an ancestor
    if (!scroller && (left < -tolerance || right > vw + tolerance)) {
      cut.push(`${describe(el)} spans ${Math.round(left)}…${Math.round(right)} of ${vw}`);
    }
    const interactive = el.matches('a[href], button, [role="tab"], [role="button"], summary, select');
    if (!interactive) continue;
    const inSentence =
      el.tagName === 'A' &&
      style.display === 'inline' &&
      /\S/.test(el.parentElement?.textContent?.replace(el.textContent ?? '', '') ?? '');
    if (!inSentence && (rect.width < minTarget - tolerance || rect.height < minTarget - tolerance)) {
      smallTargets.push(`${describe(el)} is ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
  }
  return { viewport: vw, scrollWidth: document.documentElement.scrollWidth, cut, smallTargets };
}
