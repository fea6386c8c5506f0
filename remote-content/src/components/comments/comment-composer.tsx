import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMMENT_MAX_LENGTH,
  isSignedInAtom,
  showLoginAtom,
  toast,
  useHydrated,
  visuallyHidden,
} from '@jincheng/shared';
import { postComment } from '../../api/comments-api';
import { useAtomValue, useSetAtom } from '../../lib/app-jotai';
import { refreshComments } from './comment-cache';
import styles from './comments.module.css';

export interface CommentComposerProps {
  articleId: number;
  /** A reply goes under this top-level comment. */
  parentId?: number;
  /** Shown in the box, e.g. 回复 球迷41. */
  placeholder?: string;
  /** Starts with the cursor in the box (a reply box opened by 回复). */
  autoFocus?: boolean;
  onPosted?: () => void;
  onCancel?: () => void;
}

/** Characters as a fan counts them (an emoji is one), as the server limits them. */
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * The box to write a comment or a reply. A visitor gets 登录后发表评论 (the login dialog). The draft stays
 * until the server has taken it: a refusal (a link, too long, too fast) is told by the request client's toast,
 * and nothing typed is lost.
 */
export function CommentComposer(props: CommentComposerProps) {
  const { articleId, parentId, placeholder = '说说你的看法…', autoFocus = false, onPosted, onCancel } = props;
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isSignedInAtom) && hydrated;
  const showLogin = useSetAtom(showLoginAtom);
  const client = useQueryClient();
  const [text, setText] = useState('');
  const inputId = useId();
  const countId = useId();
  const send = useMutation({
    mutationFn: (value: string) => postComment(articleId, value, parentId),
    onSuccess: async (data) => {
      setText('');
      if (data.notice) toast.info(data.notice);
      else toast.success(parentId ? '回复成功' : '发表成功');
      await refreshComments(client, articleId);
      onPosted?.();
    },
  });

  if (!signedIn)
    return (
      <div className={styles.signIn}>
        <button type="button" className={styles.primary} onClick={() => showLogin(true)}>
          登录后发表{parentId ? '回复' : '评论'}
        </button>
        {onCancel ? (
          <button type="button" className={styles.plain} onClick={onCancel}>
            取消
          </button>
        ) : null}
      </div>
    );

  const length = lengthOf(text);
  const over = length > COMMENT_MAX_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || over || send.isPending) return;
    send.mutate(text);
  };
  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {parentId ? placeholder : '发表评论'}
      </label>
      <textarea
        id={inputId}
        className={styles.input}
        value={text}
        placeholder={placeholder}
        rows={parentId ? 2 : 3}
        // Focus on a box the fan just opened with 回复.
        autoFocus={autoFocus}
        aria-describedby={countId}
        aria-invalid={over}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.composerBar}>
        <span id={countId} className={over ? styles.countOver : styles.count}>
          {over ? `超出 ${length - COMMENT_MAX_LENGTH} 字` : `${length}/${COMMENT_MAX_LENGTH}`}
        </span>
        {onCancel ? (
          <button type="button" className={styles.plain} onClick={onCancel}>
            取消
          </button>
        ) : null}
        <button
          type="submit"
          className={styles.primary}
          disabled={length === 0 || over || send.isPending}
          aria-busy={send.isPending}
        >
          {send.isPending ? '发送中…' : parentId ? '回复' : '发表'}
        </button>
      </div>
    </form>
  );
}
