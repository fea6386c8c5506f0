import { useEffect, useRef, type KeyboardEvent } from 'react';
import { markRefocus, takeRefocus } from '../../../lib/focus-intent';
import styles from './detail-tabs.module.css';

export interface DetailTab {
  id: string;
  label: string;
}

export interface DetailTabsProps {
  tabs: readonly DetailTab[];
  current: string;
  panelId: string;
  onChange: (id: string) => void;
}

/** The detail tablist: scrolls sideways on a phone; arrow keys, Home and End move between tabs. */
export function DetailTabs({ tabs, current, panelId, onChange }: DetailTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const index = tabs.findIndex((t) => t.id === current);
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
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
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`detail-tab-${t.id}`}
          aria-selected={t.id === current}
          aria-controls={panelId}
          tabIndex={t.id === current ? 0 : -1}
          className={styles.tab}
          onClick={() => select(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
