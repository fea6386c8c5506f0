/** Articles (news, intelligence, previews): one, or a page of a kind. */
import {
  apiClient,
  SPORT_API,
  type ArticleDetailData,
  type ArticleListQuery,
  type ArticleSummary,
  type Page,
} from '@jincheng/shared';

/** GET /sportapi/articles/:id: sections as plain-text paragraphs, the related match and articles. */
export function getArticle(id: number): Promise<ArticleDetailData> {
  // The screen shows its own not-found state, so the client's 404 toast would only repeat it.
  return apiClient().get<ArticleDetailData>(SPORT_API.article(id), undefined, { handles: [404] });
}

/** GET /sportapi/articles: news, intelligence or previews, newest first. */
export function getArticles(query: ArticleListQuery): Promise<Page<ArticleSummary>> {
  return apiClient().get<Page<ArticleSummary>>(SPORT_API.articles, { ...query });
}
