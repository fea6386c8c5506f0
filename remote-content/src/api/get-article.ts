import { apiClient, SPORT_API, type ArticleDetailData } from '@jincheng/shared';

/** GET /sportapi/articles/:id: sections as plain-text paragraphs, the related match and articles. */
export function getArticle(id: number): Promise<ArticleDetailData> {
  return apiClient().get<ArticleDetailData>(SPORT_API.article(id));
}
