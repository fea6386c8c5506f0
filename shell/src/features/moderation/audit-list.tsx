import { formatDate, type AuditAction, type AuditEntry } from '@jincheng/shared';
import styles from './moderation.module.css';

const ACTION_LABELS: Record<AuditAction, string> = {
  hide: '隐藏评论',
  restore: '恢复评论',
  mute: '禁言',
  unmute: '解除禁言',
};

/** 审计日志: who did what to which comment or user, why and when, newest first. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className={styles.empty}>还没有任何管理操作</p>;
  return (
    <ol className={styles.list} aria-label="审计日志">
      {entries.map((entry) => (
        <li key={entry.id} className={styles.card}>
          <p className={styles.meta}>
            {formatDate(entry.createdAt, 'MM-DD HH:mm')} · <strong>{entry.actor.userName}</strong> ·{' '}
            {ACTION_LABELS[entry.action]}
            {entry.until !== null ? `（至 ${formatDate(entry.until, 'MM-DD HH:mm')}）` : ''}
          </p>
          <p className={styles.text}>
            {entry.target.kind === 'comment' ? '评论：' : '用户：'}
            {entry.target.label || `#${entry.target.id}`}
          </p>
          <p className={styles.sub}>理由：{entry.reason}</p>
        </li>
      ))}
    </ol>
  );
}
