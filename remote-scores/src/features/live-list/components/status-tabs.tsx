import { useEffect, useRef, type KeyboardEvent } from 'react';
import { markRefocus, takeRefocus } from '../../../lib/focus-intent';
import { TABS, type ListTab } from '../list-query';
import styles from './status-tabs.module.css';

export interface StatusTabsProps {
  tab: ListTab;
  counts: Record<ListTab, number> | null;
  panelId: string;
  onChange: (tab: ListTab) => void;
}

/** 全部 / 进行中 / 已完场 / 未开赛 with counts: a real tablist (arrow keys, Home/End, roving tabindex). */
export function StatusTabs({ tab, counts, panelId, onChange }: StatusTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = TABS.findIndex((t) => t.id === tab);
  useEffect(() => {
    if (takeRefocus()) refs.current[index]?.focus();
  }, [index]);

  const select = (next: ListTab) => {
    if (next === tab) return;
    markRefocus();
    onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const last = TABS.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (index + last) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    const target = TABS[to];
    if (!target) return;
    e.preventDefault();
    select(target.id);
  };

  return (
    <div role="tablist" aria-label="比赛状态" className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`scores-tab-${t.id}`}
          aria-selected={t.id === tab}
          aria-controls={panelId}
          tabIndex={t.id === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => select(t.id)}
        >
          {t.label}
          {counts && ' '}
          {counts && <span className={styles.count}>{counts[t.id]}</span>}
        </button>
      ))}
    </div>
  );
}
