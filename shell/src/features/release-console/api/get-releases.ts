import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@jincheng/shared';
import type { ReleasesData } from '@jincheng/shared/core';

export const OPS_API = '/opsapi/releases';

/** How often the console reads again while the page is visible (TanStack Query pauses it when hidden). */
export const REFRESH_MS = 15_000;

/**
 * Every app's release state and health. 401 and 403 are the page's own states (sign in / not an operator),
 * and 4031–4033 its sign-in steps (password change, enrolment, two-step verification), so none is toasted. The viewer (a digest of the session, shared `viewerId`) is in the key: signing in reads again.
 */
export const releasesQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['shell', 'ops', 'releases', viewer] as const,
    queryFn: ({ signal }) =>
      apiClient().get<ReleasesData>(OPS_API, undefined, { signal, handles: [401, 403, 4031, 4032, 4033] }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
