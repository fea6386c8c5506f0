import { useId, useRef, useState, type FormEvent } from 'react';
import { RequestError, readServerMessage } from '@jincheng/shared';
import { Modal } from '../../ui/modal';
import { useReleaseAction } from './api/post-release-action';
import type { AppRelease, ReleaseAction } from '@jincheng/shared/core';
import styles from './confirm-action-dialog.module.css';

export const REASON_MIN = 2;
export const REASON_MAX = 200;

export const ACTION_TITLES: Record<ReleaseAction, string> = {
  rollback: '回滚',
  promote: '全量发布灰度版本',
  'stop-canary': '停止灰度',
};

function consequence(action: ReleaseAction, app: AppRelease): string {
  const canary = app.canary?.version ?? '';
  if (action === 'rollback')
    return `「${app.label}」将从 ${app.current ?? '—'} 回滚到 ${app.previous ?? '—'}，所有访客立即生效${canary ? '，灰度同时停止' : ''}。`;
  if (action === 'promote') return `「${app.label}」的灰度版本 ${canary} 将成为所有访客的当前版本。`;
  return `「${app.label}」的灰度版本 ${canary} 停止，所有访客回到当前版本 ${app.current ?? '—'}。`;
}

/** Why the server refused, in its own words (the release guard's sentence), else the client's message. */
function refusalOf(error: unknown): string {
  if (error instanceof RequestError) {
    const detail = typeof error.detail === 'object' && error.detail !== null ? error.detail : undefined;
    return readServerMessage(detail) ?? error.message;
  }
  return '操作失败，请稍后再试';
}

function checkReason(reason: string): string | undefined {
  const length = [...reason].length;
  if (length < REASON_MIN) return `请填写原因（${REASON_MIN}–${REASON_MAX} 个字）`;
  if (length > REASON_MAX) return `原因最多 ${REASON_MAX} 个字，现在是 ${length} 个字`;
  return undefined;
}

export interface ConfirmActionDialogProps {
  app: AppRelease;
  action: ReleaseAction;
  onClose: () => void;
}

/** Asks for the reason, then sends the action; a refusal stays in the dialog with the reason kept. */
export function ConfirmActionDialog({ app, action, onClose }: ConfirmActionDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);
  const mutation = useReleaseAction();
  const hintId = useId();
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const invalid = checkReason(trimmed);
    setProblem(invalid);
    if (invalid) {
      field.current?.focus();
      return;
    }
    try {
      await mutation.mutateAsync({ app: app.app, action, reason: trimmed, version: app.canary?.version });
      onClose();
    } catch (error) {
      setProblem(refusalOf(error));
    }
  };

  const title = `${ACTION_TITLES[action]} · ${app.label}`;
  return (
    <Modal title={title} onClose={onClose} initialFocus={field} width={480}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.consequence}>{consequence(action, app)}</p>
        <label className={styles.label} htmlFor={`${hintId}-reason`}>
          原因
        </label>
        <textarea
          id={`${hintId}-reason`}
          ref={field}
          className={styles.reason}
          value={reason}
          rows={3}
          required
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onChange={(e) => setReason(e.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {REASON_MIN}–{REASON_MAX} 个字，记入发布历史（{[...reason.trim()].length}/{REASON_MAX}）
        </p>
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={onClose}>
            取消
          </button>
          <button
            type="submit"
            className={action === 'promote' ? styles.confirm : styles.danger}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? '提交中…' : `确认${ACTION_TITLES[action]}`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
