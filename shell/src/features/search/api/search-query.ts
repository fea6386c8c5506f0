import { queryOptions } from '@tanstack/react-query';
import { apiClient, SPORT_API, STALE_TIME, type SearchData } from '@jincheng/shared';

/** The header search: groups of hits for one query (its 400 refusals are shown in the panel, not toasted). */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['shell', 'search', q] as const,
    queryFn: ({ signal }) => apiClient().get<SearchData>(SPORT_API.search, { q }, { signal, handles: [400] }),
    staleTime: STALE_TIME.live,
    retry: false,
  });
