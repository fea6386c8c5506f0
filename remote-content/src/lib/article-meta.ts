import { articleQuery } from '../api/queries';
import { parseId, type PageMeta, type PrefetchContext } from '@jincheng/shared';

/**
 * What a shared link to an article shows (og:title, description), read from the prefetched article: `?id=`
 * (news, previews) or the `:id` param (intelligence). Nothing for a list page or an article not found.
 */
export function articleMeta(from: 'search' | 'param') {
  return ({ queryClient, params, searchParams }: PrefetchContext): PageMeta | undefined => {
    const id = parseId(from === 'param' ? params.id : searchParams.get('id'));
    if (id === null) return undefined;
    const article = queryClient.getQueryData(articleQuery(id).queryKey);
    if (!article) return undefined;
    const body = article.sections.flatMap((section) => section.paragraphs).join(' ');
    return { title: article.title, description: article.summary || body };
  };
}
