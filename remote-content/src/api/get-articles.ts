import {
  apiClient,
  SPORT_API,
  type ArticleListQuery,
  type ArticleSummary,
  type Page,
} from '@jincheng/shared';

/** GET /sportapi/articles: news, intelligence or previews, newest first. */
export function getArticles(query: ArticleListQuery): Promise<Page<ArticleSummary>> {
  return apiClient().get<Page<ArticleSummary>>(SPORT_API.articles, { ...query });
}
