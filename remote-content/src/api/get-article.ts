import { apiClient, SPORT_API, type ArticleDetailData } from '@jincheng/shared';

/** GET /sportapi/articles/:id: sections as plain-text paragraphs, the related match and articles. */
export function getArticle(id: number): Promise<ArticleDetailData> {
  // The screen shows its own not-found state, so the client's 404 toast would only repeat it.
  return apiClient().get<ArticleDetailData>(SPORT_API.article(id), undefined, { handles: [404] });
}
