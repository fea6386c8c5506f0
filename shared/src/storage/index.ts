export { storage, storageKey, STORAGE_PREFIX } from './storage';
export type { StorageKey } from './storage';
export { resolveAgentId, getUniqueId, DEFAULT_AGENT_ID } from './device';
