import { paths, type ArticleSummary } from '@jincheng/shared';

/** Where an article is read: news and 战报 at /news?id=, intelligence at /intelligenceDetails/:id, previews at /specialDetails?id=. */
export function articlePath(article: Pick<ArticleSummary, 'id' | 'kind'>): string {
  if (article.kind === 'intelligence') return paths.intelligenceDetails(article.id);
  if (article.kind === 'preview') return paths.specialDetails(article.id);
  return paths.news(article.id);
}
