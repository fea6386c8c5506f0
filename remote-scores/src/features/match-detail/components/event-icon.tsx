import type { FootballEventKind } from '@jincheng/shared';
import styles from './event-timeline.module.css';

const ICONS: Partial<Record<FootballEventKind, { text: string; label: string; cls: string }>> = {
  goal: { text: '球', label: '进球', cls: 'goal' },
  penalty: { text: '点', label: '点球', cls: 'goal' },
  own_goal: { text: '乌', label: '乌龙球', cls: 'own' },
  missed_penalty: { text: '失', label: '点球未进', cls: 'miss' },
  yellow: { text: '', label: '黄牌', cls: 'yellow' },
  second_yellow: { text: '', label: '两黄变红', cls: 'second' },
  red: { text: '', label: '红牌', cls: 'red' },
  substitution: { text: '换', label: '换人', cls: 'sub' },
  var: { text: 'VAR', label: 'VAR', cls: 'var' },
};

/** Drawn icons (no emoji font needed) with their meaning as text for screen readers and tooltips. */
export function EventIcon({ kind }: { kind: FootballEventKind }) {
  const icon = ICONS[kind];
  if (!icon) return null;
  return (
    <span
      className={`${styles.icon} ${styles[icon.cls]}`}
      role="img"
      aria-label={icon.label}
      title={icon.label}
    >
      {icon.text}
    </span>
  );
}
