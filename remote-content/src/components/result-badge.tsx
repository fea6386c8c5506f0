import { visuallyHidden } from '@jincheng/shared';
import type { SolutionResult } from '@jincheng/shared';
import styles from './result-badge.module.css';

const LABELS: Record<SolutionResult, { text: string; meaning: string }> = {
  pending: { text: '待开奖', meaning: '比赛未结束' },
  red: { text: '红', meaning: '命中' },
  black: { text: '黑', meaning: '未中' },
};

export interface ResultBadgeProps {
  result: SolutionResult;
}

/** 红 (hit) / 黑 (miss) once the match ended, 待开奖 before. */
export function ResultBadge({ result }: ResultBadgeProps) {
  const { text, meaning } = LABELS[result];
  return (
    <span className={[styles.badge, result === 'pending' ? '' : styles[result]].join(' ')} title={meaning}>
      {text}
      <span className={visuallyHidden}>（{meaning}）</span>
    </span>
  );
}
