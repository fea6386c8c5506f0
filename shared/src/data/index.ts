export { STALE_TIME, type DataKind } from './stale-times';
export { createQueryClient, isNotFoundError, orNotFound } from './query-client';
export { readPageData } from './page-data';
export { toDataBlockJson } from '../utils/script-json';
export { QueryBoundary, type QueryBoundaryProps } from './query-boundary';
export { QueryView, type QueryViewProps } from './query-view';
export { DataProvider, type DataProviderProps } from './data-provider';
