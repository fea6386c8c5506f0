import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { DATA_ELEMENT_ID, readPageData } from '@jincheng/shared';

/** Each data block read once (it stays in the page; several widgets may ask while hydrating). */
const blocks = new WeakMap<Element, DehydratedState | undefined>();

/**
 * What the server's page carried for `queryKey` (its `jc-data` block), or undefined on a page the browser
 * rendered itself or one without that query. For a render hydrating that page: the query cache may have
 * moved on since another part of the page hydrated (a refetch it started), and the markup to keep is the
 * server's.
 */
export function serverDataOf<T>(queryKey: QueryKey): T | undefined {
  const element = globalThis.document?.getElementById(DATA_ELEMENT_ID);
  if (!element) return undefined;
  if (!blocks.has(element)) blocks.set(element, readPageData());
  const hash = hashKey(queryKey);
  return blocks.get(element)?.queries.find((q) => q.queryHash === hash)?.state.data as T | undefined;
}
