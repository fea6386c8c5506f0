import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Avatar,
  fromNow,
  isSignedInAtom,
  showLoginAtom,
  toast,
  useViewer,
  type ArticleComment,
} from '@jincheng/shared';
import { likeComment } from '../../api/comments-api';
import { repliesQuery } from '../../api/comment-queries';
import { useAtomValue, useSetAtom } from '../../lib/app-jotai';
import { patchComment } from './comment-cache';
import { CommentComposer } from './comment-composer';
import { ReportButton } from './report-button';
import styles from './comments.module.css';

/** 赞 with its count: pressed when the reader liked it; a visitor gets the login dialog. */
function LikeButton({ comment }: { comment: ArticleComment }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const showLogin = useSetAtom(showLoginAtom);
  const client = useQueryClient();
  const like = useMutation({
    mutationFn: (next: boolean) => likeComment(comment.id, next),
    onSuccess: (data) => patchComment(client, comment.id, data),
  });
  return (
    <button
      type="button"
      className={comment.liked ? styles.actionOn : styles.action}
      aria-pressed={comment.liked}
      aria-label={`赞 ${comment.likes}`}
      disabled={like.isPending}
      onClick={() => (signedIn ? like.mutate(!comment.liked) : showLogin(true))}
    >
      <svg className={styles.thumb} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M1.5 7H4v7H1.5zM5 14h6.6a1.4 1.4 0 0 0 1.37-1.1l.9-4.2A1.4 1.4 0 0 0 12.5 7H9.3l.45-2.7a1.5 1.5 0 0 0-2.75-1L5 7z" />
      </svg>
      {comment.likes > 0 ? comment.likes : '赞'}
    </button>
  );
}

/** One comment: who, when, the text (as text), 赞 · 回复 · 举报, and under a top-level one its replies. */
export function CommentItem({ comment }: { comment: ArticleComment }) {
  const [replying, setReplying] = useState(false);
  const [allReplies, setAllReplies] = useState(false);
  const top = comment.parentId === null;
  return (
    <article className={styles.comment} aria-label={`${comment.author.userName}的评论`}>
      <Avatar src={comment.author.userImage} size="sm" alt="" />
      <div className={styles.commentBody}>
        <header className={styles.commentHead}>
          <span className={styles.author}>{comment.author.userName}</span>
          {comment.mine ? <span className={styles.mineTag}>我</span> : null}
          <time className={styles.time} dateTime={new Date(comment.createdAt).toISOString()}>
            {fromNow(comment.createdAt)}
          </time>
        </header>
        <p className={styles.text}>{comment.text}</p>
        <div className={styles.actions}>
          <LikeButton comment={comment} />
          {top ? (
            <button
              type="button"
              className={styles.action}
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              回复
            </button>
          ) : null}
          {comment.mine ? null : <ReportButton comment={comment} />}
        </div>
        {replying ? (
          <CommentComposer
            articleId={comment.articleId}
            parentId={comment.id}
            placeholder={`回复 ${comment.author.userName}`}
            autoFocus
            onPosted={() => {
              setReplying(false);
              setAllReplies(comment.replyCount >= 2);
            }}
            onCancel={() => setReplying(false)}
          />
        ) : null}
        {top && comment.replyCount > 0 ? (
          allReplies ? (
            <AllReplies comment={comment} />
          ) : (
            <>
              <ReplyList replies={comment.replies} />
              {comment.replyCount > comment.replies.length ? (
                <button type="button" className={styles.moreReplies} onClick={() => setAllReplies(true)}>
                  查看全部 {comment.replyCount} 条回复
                </button>
              ) : null}
            </>
          )
        ) : null}
      </div>
    </article>
  );
}

function ReplyList({ replies }: { replies: ArticleComment[] }) {
  return (
    <ul className={styles.replies} aria-label="回复">
      {replies.map((reply) => (
        <li key={reply.id}>
          <CommentItem comment={reply} />
        </li>
      ))}
    </ul>
  );
}

/** Every reply of a comment, 20 at a time. */
function AllReplies({ comment }: { comment: ArticleComment }) {
  const replies = useInfiniteQuery(repliesQuery(comment.id, useViewer()));
  if (replies.isPending) return <ReplyList replies={comment.replies} />;
  if (replies.isError)
    return (
      <button type="button" className={styles.moreReplies} onClick={() => void replies.refetch()}>
        回复加载失败，点击重试
      </button>
    );
  const list = replies.data.pages.flatMap((page) => page.list);
  return (
    <>
      <ReplyList replies={list} />
      {replies.hasNextPage ? (
        <button
          type="button"
          className={styles.moreReplies}
          disabled={replies.isFetchingNextPage}
          onClick={() =>
            void replies.fetchNextPage().then((r) => r.isFetchNextPageError && toast.error('回复加载失败'))
          }
        >
          {replies.isFetchingNextPage ? '加载中…' : '更多回复'}
        </button>
      ) : null}
    </>
  );
}
