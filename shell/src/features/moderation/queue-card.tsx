import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  MODERATION_REASON_MAX,
  MUTE_DURATION_LABELS,
  MUTE_DURATIONS,
  toast,
  useViewer,
  type MuteDuration,
} from '@jincheng/shared';
import {
  actOnItem,
  moderationKeys,
  muteUser,
  unmuteUser,
  type ReviewAction,
  type ReviewItem,
  type ReviewKind,
} from './api/moderation-api';
import styles from './moderation.module.css';

const time = (at: number) => formatDate(at, 'MM-DD HH:mm');

/** What a card calls its item (aria label, toasts). */
export const KIND_NOUNS: Record<ReviewKind, string> = { comment: '评论', chat: '聊天消息' };

/** Where the item was said: the article (a reply says so), or the match's chat room. */
const whereSaid = (item: ReviewItem) =>
  'matchTitle' in item
    ? `聊天室《${item.matchTitle}》`
    : `《${item.articleTitle}》${item.parentId !== null ? ' · 回复' : ''}`;

export interface QueueCardProps {
  kind: ReviewKind;
  item: ReviewItem;
}

/**
 * One reported or hidden comment or chat line with 隐藏 / 恢复显示 / 驳回举报 / 禁言 (or 解除禁言) and an
 * optional reason.
 */
export function QueueCard({ kind, item: comment }: QueueCardProps) {
  const viewer = useViewer();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<MuteDuration>('24h');
  const reasonId = useId();
  const durationId = useId();
  const done = (message: string) => async () => {
    toast.success(message);
    setReason('');
    await client.invalidateQueries({ queryKey: moderationKeys.all(viewer) });
  };
  const noun = KIND_NOUNS[kind];
  const comments = useMutation({
    mutationFn: (action: ReviewAction) => actOnItem(kind, action, comment.id, reason),
    onSuccess: (_data, action) => done(action === 'hide' ? `${noun}已隐藏` : `${noun}已恢复显示`)(),
  });
  const mute = useMutation({
    mutationFn: () =>
      comment.author.mutedUntil === null
        ? muteUser(comment.author.userId, duration, reason)
        : unmuteUser(comment.author.userId, reason),
    onSuccess: (state) =>
      done(state.mutedUntil === null ? '已解除禁言' : `已禁言至 ${time(state.mutedUntil)}`)(),
  });
  const busy = comments.isPending || mute.isPending;
  const name = comment.author.userName;
  const hidden = comment.hiddenAt !== null;

  return (
    <article className={styles.card} aria-label={`${name}的${noun}`}>
      <p className={styles.meta}>
        <strong>{name}</strong> · {time(comment.createdAt)} · {whereSaid(comment)}
      </p>
      <p className={styles.text}>{comment.text}</p>
      {comment.sent !== comment.text ? <p className={styles.sub}>原文：{comment.sent}</p> : null}
      <p className={styles.sub}>
        {hidden
          ? `已隐藏（${comment.hiddenBy === 'moderator' ? '版主操作' : '举报达到阈值'}）· ${time(comment.hiddenAt!)}`
          : '显示中'}
        {comment.reports > 0
          ? ` · 举报 ${comment.reports} 次：${comment.reasons.map((r) => `${r.reason}×${r.count}`).join('、')}`
          : ''}
        {comment.author.mutedUntil !== null ? ` · 作者禁言至 ${time(comment.author.mutedUntil)}` : ''}
      </p>
      <div className={styles.actions}>
        <label htmlFor={reasonId} className={styles.visuallyHidden}>
          处理理由
        </label>
        <input
          id={reasonId}
          className={styles.input}
          value={reason}
          maxLength={MODERATION_REASON_MAX}
          placeholder="处理理由（可选）"
          onChange={(event) => setReason(event.target.value)}
        />
        <button
          type="button"
          className={styles.primary}
          disabled={busy}
          onClick={() => comments.mutate(hidden ? 'restore' : 'hide')}
        >
          {hidden ? '恢复显示' : '隐藏'}
        </button>
        {!hidden ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => comments.mutate('restore')}
          >
            驳回举报
          </button>
        ) : null}
        {comment.author.mutedUntil === null ? (
          <>
            <label htmlFor={durationId} className={styles.visuallyHidden}>
              禁言时长
            </label>
            <select
              id={durationId}
              className={styles.select}
              value={duration}
              onChange={(event) => setDuration(event.target.value as MuteDuration)}
            >
              {MUTE_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {MUTE_DURATION_LABELS[d]}
                </option>
              ))}
            </select>
            <button type="button" className={styles.danger} disabled={busy} onClick={() => mute.mutate()}>
              禁言{name}
            </button>
          </>
        ) : (
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => mute.mutate()}>
            解除禁言
          </button>
        )}
      </div>
    </article>
  );
}
