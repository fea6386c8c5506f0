import type { FollowKind } from '../api/sport/follow';
import { useHydrated } from '../utils';
import styles from './follow-button.module.css';
import { useFollows } from './follows-state';

export interface FollowButtonProps {
  kind: FollowKind;
  id: number;
  /** What is followed, for the accessible name: 「关注 皇家马德里」. */
  label: string;
  className?: string;
}

/** A toggle button (aria-pressed) whose text and mark change with the state, not only its colour. */
export function FollowButton({ kind, id, label, className }: FollowButtonProps) {
  const { isFollowing, toggle } = useFollows();
  const on = useHydrated() && isFollowing(kind, id);
  return (
    <button
      type="button"
      className={`${styles.follow} ${on ? styles.on : ''} ${className ?? ''}`}
      aria-pressed={on}
      aria-label={`关注 ${label}`}
      onClick={() => void toggle(kind, id)}
    >
      <span aria-hidden="true">{on ? '★ 已关注' : '☆ 关注'}</span>
    </button>
  );
}
