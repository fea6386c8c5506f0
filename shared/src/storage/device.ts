import { storage } from './storage';

/** Agent id sent when the page was never opened with an `agentid` query (the PC site's own agent). */
export const DEFAULT_AGENT_ID = 'pc_default';

/**
 * The agent id of this visitor: the page URL's `agentid` query wins and is remembered, so a visitor who
 * arrived through an agent's link keeps that attribution on later visits; otherwise the stored one or the default.
 */
export function resolveAgentId(search: string = currentSearch()): string {
  const fromUrl = new URLSearchParams(search).get('agentid')?.trim();
  if (fromUrl) {
    storage.set('agentid', fromUrl);
    return fromUrl;
  }
  return storage.get('agentid') || DEFAULT_AGENT_ID;
}

/** A random id made once per browser and kept, sent as `equipment: pc_<uniqueId>`. */
export function getUniqueId(): string {
  const existing = storage.get('uniqueId');
  if (existing) return existing;
  const made = makeId();
  storage.set('uniqueId', made);
  return made;
}

function currentSearch(): string {
  return typeof window !== 'undefined' ? window.location.search : '';
}

function makeId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function')
    return cryptoApi.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
