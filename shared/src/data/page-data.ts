import type { DehydratedState } from '@tanstack/react-query';
import { DATA_ELEMENT_ID } from '../federation/contracts';

/**
 * The dehydrated query cache a server-rendered page carries in `<script type="application/json"
 * id="jc-data">` (never executed, so a CSP without 'unsafe-inline' allows it). Undefined when the page has
 * no such block (client-rendered pages, the dev server) or when it cannot be read.
 */
export function readPageData(doc: Document | undefined = globalThis.document): DehydratedState | undefined {
  const text = doc?.getElementById(DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state: unknown = JSON.parse(text);
    return isDehydratedState(state) ? state : undefined;
  } catch {
    return undefined;
  }
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as DehydratedState).queries) &&
    Array.isArray((value as DehydratedState).mutations)
  );
}
