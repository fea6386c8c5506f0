import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ArticleComment, Page } from '@jincheng/shared';

type Pages = InfiniteData<Page<ArticleComment>>;

function patchList(list: ArticleComment[], id: number, patch: Partial<ArticleComment>): ArticleComment[] {
  return list.map((c) =>
    c.id === id ? { ...c, ...patch } : { ...c, replies: patchList(c.replies, id, patch) },
  );
}

/**
 * Puts what the server answered about one comment (its likes) into every cached list it appears in: the
 * article's lists in either order and the reply pages (the server's answer, not a guess).
 */
export function patchComment(
  client: QueryClient,
  id: number,
  patch: Partial<Pick<ArticleComment, 'likes' | 'liked'>>,
): void {
  for (const key of [
    ['content', 'comments'],
    ['content', 'replies'],
  ])
    client.setQueriesData<Pages>({ queryKey: key }, (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, list: patchList(page.list, id, patch) })) }
        : data,
    );
}

/** After a post or a report: the article's lists and reply pages are read again. */
export function refreshComments(client: QueryClient, articleId: number): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['content', 'comments', articleId] }),
    client.invalidateQueries({ queryKey: ['content', 'replies'] }),
  ]).then(() => undefined);
}
