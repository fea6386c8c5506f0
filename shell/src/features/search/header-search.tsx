import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './header-search.module.css';

const SearchBox = lazy(() => import('./search-box').then((m) => ({ default: m.SearchBox })));

/**
 * The header search, kept out of the first-load JS: a look-alike field shows at once, and the search code
 * loads when the browser is idle or as soon as the visitor focuses the field (what was typed is kept).
 */
export function HeaderSearch() {
  const [wanted, setWanted] = useState<{ text: string; focus: boolean } | null>(null);
  useEffect(() => {
    const want = () => setWanted((w) => w ?? { text: '', focus: false });
    const idle = window.requestIdleCallback?.(want, { timeout: 3000 });
    const timer = idle === undefined ? setTimeout(want, 1500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      clearTimeout(timer);
    };
  }, []);
  const stand = (
    <div className={styles.search}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={false}
        aria-label="搜索"
        onClick={() => setWanted({ text: '', focus: true })}
      >
        <span aria-hidden="true">⌕</span>
      </button>
      <div className={styles.panel}>
        <input
          type="search"
          className={styles.input}
          placeholder="搜索球队、球员、赛事"
          aria-label="搜索球队、球员、赛事和今日比赛"
          onFocus={(event) => setWanted({ text: event.target.value, focus: true })}
        />
      </div>
    </div>
  );
  if (!wanted) return stand;
  return (
    <Suspense fallback={stand}>
      <SearchBox initialText={wanted.text} focus={wanted.focus} />
    </Suspense>
  );
}
