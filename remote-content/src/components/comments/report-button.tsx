import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_REASONS,
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

/** 举报: a reason from the list, then the server's answer (enough reports hide the comment for everyone). */
export function ReportButton({ comment }: { comment: ArticleComment }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const showLogin = useSetAtom(showLoginAtom);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const name = useId();
  const report = useMutation({
    mutationFn: () => reportComment(comment.id, reason),
    onSuccess: async (data) => {
      setOpen(false);
      toast.success(data.hidden ? '举报已受理，该评论已隐藏待审核' : '举报已受理，感谢你的反馈');
      if (data.hidden) await refreshComments(client, comment.articleId);
    },
  });
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
          onCancel={() => setOpen(false)}
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
        </ConfirmDialog>
      ) : null}
    </>
  );
}
