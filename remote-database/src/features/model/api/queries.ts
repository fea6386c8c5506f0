import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, type Sport } from '@jincheng/shared';
import { getModelRecord } from './model-api';

/** The record changes only when a real result is added (a reseed, a held 2026/27 result finishing). */
export const modelRecordQuery = (sport: Sport) =>
  queryOptions({
    queryKey: ['database', 'model-record', sport] as const,
    queryFn: ({ signal }) => getModelRecord(sport, signal),
    staleTime: STALE_TIME.reference,
  });
