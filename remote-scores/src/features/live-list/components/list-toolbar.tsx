import { useState } from 'react';
import { useHydrated } from '@jincheng/shared';
import type { FeedStatus } from '../../../lib/live-feed/feed-connection';
import { setSoundEnabled, soundEnabled } from '../../../lib/live-feed/goal-sound';
import type { Grouping } from '../list-query';
import styles from './list-toolbar.module.css';

export interface ListToolbarProps {
  group: Grouping;
  onGroup: (group: Grouping) => void;
  /** 重要: only the important matches. */
  important: boolean;
  onImportant: (on: boolean) => void;
  hiddenCount: number;
  onOpenFilter: () => void;
  feed: FeedStatus;
  sound: boolean;
  /** The football list's odds column switch (absent: no switch). */
  odds?: { on: boolean; onToggle: () => void };
}

const FEED_TEXT: Record<FeedStatus, string> = {
  idle: '',
  connecting: '连接中…',
  open: '实时',
  reconnecting: '重新连接中…',
};

/** Grouping, the league filter, the goal sound and odds switches and the live connection state. */
export function ListToolbar({
  group,
  onGroup,
  important,
  onImportant,
  hiddenCount,
  onOpenFilter,
  feed,
  sound,
  odds,
}: ListToolbarProps) {
  // The remembered switch is the browser's: off on the server and while hydrating, then what was chosen.
  const hydrated = useHydrated();
  const [chosen, setSoundOn] = useState<boolean | null>(null);
  const soundOn = chosen ?? (hydrated && soundEnabled());
  return (
    <div className={styles.toolbar}>
      <div className={styles.segment} role="group" aria-label="分组方式">
        {(['time', 'league'] as const).map((g) => (
          <button key={g} type="button" aria-pressed={group === g} onClick={() => onGroup(g)}>
            {g === 'time' ? '按时间' : '按赛事'}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={styles.button}
        aria-pressed={important}
        onClick={() => onImportant(!important)}
      >
        重要
      </button>
      <button type="button" className={styles.button} onClick={onOpenFilter} aria-haspopup="dialog">
        赛事筛选{hiddenCount > 0 ? `（已隐藏 ${hiddenCount}）` : ''}
      </button>
      {sound && (
        <button
          type="button"
          className={styles.button}
          aria-pressed={soundOn}
          onClick={() => {
            setSoundEnabled(!soundOn);
            setSoundOn(!soundOn);
          }}
        >
          进球声音：{soundOn ? '开' : '关'}
        </button>
      )}
      {odds && (
        <button type="button" className={styles.button} aria-pressed={odds.on} onClick={odds.onToggle}>
          指数：{odds.on ? '开' : '关'}
        </button>
      )}
      {/* Always there, as wide as its longest text: the server's page has no connection yet, and the
          buttons must not move when it opens (a tap meant for 赛事筛选 would land beside it). */}
      <span className={`${styles.feed} ${feed === 'open' ? styles.open : ''}`}>{FEED_TEXT[feed]}</span>
    </div>
  );
}
