import { formatDate, type AuditEntry, type AuditTargetKind } from '@jincheng/shared';
import styles from './moderation.module.css';

/** 隐藏评论, 恢复聊天消息, 禁言: the action with what it was done to. */
const actionLabel = ({ action, target }: AuditEntry) => {
  const noun = target.kind === 'chat' ? '聊天消息' : target.kind === 'comment' ? '评论' : '';
  return { hide: `隐藏${noun}`, restore: `恢复${noun}`, mute: '禁言', unmute: '解除禁言' }[action];
};
const TARGET_LABELS: Record<AuditTargetKind, string> = { comment: '评论：', chat: '聊天：', user: '用户：' };

/** 审计日志: who did what to which comment, chat line or user, why and when, newest first. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className={styles.empty}>还没有任何管理操作</p>;
  return (
    <ol className={styles.list} aria-label="审计日志">
      {entries.map((entry) => (
        <li key={entry.id} className={styles.card}>
          <p className={styles.meta}>
            {formatDate(entry.createdAt, 'MM-DD HH:mm')} · <strong>{entry.actor.userName}</strong> ·{' '}
            {actionLabel(entry)}
            {entry.until !== null ? `（至 ${formatDate(entry.until, 'MM-DD HH:mm')}）` : ''}
          </p>
          <p className={styles.text}>
            {TARGET_LABELS[entry.target.kind]}
            {entry.target.label || `#${entry.target.id}`}
          </p>
          <p className={styles.sub}>理由：{entry.reason}</p>
        </li>
      ))}
    </ol>
  );
}
