import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CommentSort } from '@jincheng/shared';
import { getComments, getReplies } from './comments-api';
// Apart from queries.ts: the home widgets import that file, and have no comments.
import { nextPage } from './queries';

/** An article's comments in `sort` order, 10 per 加载更多; liked/mine are the viewer's, so the viewer is in the key. */
export const commentsQuery = (articleId: number, sort: CommentSort, viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['content', 'comments', articleId, sort, { viewer }] as const,
    queryFn: ({ pageParam }) => getComments(articleId, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** A comment's replies past the first two, 20 per 加载更多. */
export const repliesQuery = (commentId: number, viewer: string) =>
  infiniteQueryOptions({
    queryKey: ['content', 'replies', commentId, { viewer }] as const,
    queryFn: ({ pageParam }) => getReplies(commentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
