import { useEffect, useRef, type KeyboardEvent } from 'react';
import { markRefocus, takeRefocus } from '../../../lib/focus-intent';
import styles from './detail-tabs.module.css';

export interface DetailTab {
  id: string;
  label: string;
  /** Shown on narrow screens only (聊天室: on a wide screen the room stands beside the tabs). */
  narrowOnly?: boolean;
}

export interface DetailTabsProps {
  tabs: readonly DetailTab[];
  current: string;
  panelId: string;
  onChange: (id: string) => void;
  /** The screen is wide: `narrowOnly` tabs are hidden (by CSS) and the arrow keys pass them by. */
  wide?: boolean;
}

/** Whether `el` lies wholly within the bar's visible width. */
function visibleIn(bar: HTMLElement, el: HTMLElement | null | undefined): boolean {
  if (!el) return true;
  const b = bar.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  return r.left >= b.left && r.right <= b.right;
}

/** The detail tablist: scrolls sideways on a phone; arrow keys, Home and End move between tabs. */
export function DetailTabs({ tabs: all, current, panelId, onChange, wide = false }: DetailTabsProps) {
  const tabs = wide ? all.filter((t) => !t.narrowOnly) : all;
  const list = useRef<HTMLDivElement>(null);
  const index = tabs.findIndex((t) => t.id === current);
  const mounted = useRef(false);
  useEffect(() => {
    const bar = list.current;
    const el = bar?.querySelector<HTMLElement>('[aria-selected="true"]');
    // At hydration the server's bar may already have been scrolled by the fan (to reach 模型 on a phone, say):
    // moving it back then would put another tab under the finger. It is scrolled only when nobody has
    // (a page opened on a tab beyond the first screen); after that, to centre the tab chosen.
    const first = !mounted.current;
    mounted.current = true;
    if (!first || (bar?.scrollLeft === 0 && !visibleIn(bar, el)))
      el?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    if (takeRefocus()) el?.focus();
  }, [current]);
  const select = (id: string) => {
    if (id === current) return;
    markRefocus();
    onChange(id);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    const target = tabs[to];
    if (!target) return;
    e.preventDefault();
    select(target.id);
  };
  return (
    <div ref={list} role="tablist" aria-label="比赛详情" className={styles.tabs} onKeyDown={onKeyDown}>
      {all.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`detail-tab-${t.id}`}
          aria-selected={t.id === current}
          aria-controls={panelId}
          tabIndex={t.id === current ? 0 : -1}
          className={t.narrowOnly ? `${styles.tab} ${styles.narrowOnly}` : styles.tab}
          onClick={() => select(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
