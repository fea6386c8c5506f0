import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_REASONS,
  RequestError,
  isSignedInAtom,
  showLoginAtom,
  toast,
  type ArticleComment,
  type ReportReason,
} from '@jincheng/shared';
import { reportComment } from '../../api/comments-api';
import { useAtomValue, useSetAtom } from '../../lib/app-jotai';
import { ConfirmDialog } from '../confirm-dialog';
import { refreshComments } from './comment-cache';
import styles from './comments.module.css';

/**
 * 举报: a reason from the list, then the server's answer in its words (a report waits for a moderator, or
 * completes the rule that hides the comment for everyone: docs/community.md, "Reports"). A refusal (禁言,
 * 举报过于频繁, one's own comment) is said in the dialog, the chosen reason kept; 取消 leaves.
 */
export function ReportButton({ comment }: { comment: ArticleComment }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const showLogin = useSetAtom(showLoginAtom);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = useId();
  const report = useMutation({
    mutationFn: () => reportComment(comment.id, reason),
    onMutate: () => setRefusal(null),
    onSuccess: async ({ data, message }) => {
      setOpen(false);
      toast.success(message);
      if (data.hidden) await refreshComments(client, comment.articleId);
    },
    onError: (error) => {
      if (error instanceof RequestError && error.kind === 'business') setRefusal(error.message);
    },
  });
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  return (
    <>
      <button
        type="button"
        className={styles.action}
        onClick={() => (signedIn ? setOpen(true) : showLogin(true))}
      >
        举报
      </button>
      {open ? (
        <ConfirmDialog
          title="举报这条评论"
          confirmLabel="提交举报"
          busy={report.isPending}
          onConfirm={() => report.mutate()}
          onCancel={close}
        >
          <fieldset className={styles.reasons}>
            <legend>举报原因</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {value}
              </label>
            ))}
          </fieldset>
          {refusal ? (
            <p role="alert" className={styles.refusal}>
              {refusal}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
