import { FEDERATION_NAMES, type RemoteName } from '@jincheng/shared';

/**
 * `/registry.json` names the current version of each remote. Each version lives at an immutable path, so
 * switching versions is a registry edit: no shell rebuild, no cache to purge.
 */
export interface RegistryEntry {
  current: string;
  /** Overrides the versioned path, e.g. a dev server's `http://localhost:3001/mf-manifest.json`. */
  entry?: string;
}

export interface Registry {
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
  /** Load timeout for manifests and entry scripts (ms); spec §9 says 120 000, tests shorten it. */
  loadTimeoutMs?: number;
}

export interface ResolvedRemote {
  remote: RemoteName;
  /** Federation container name, e.g. `remote_scores`. */
  name: string;
  version: string;
  entry: string;
}

const REMOTE_NAMES = Object.keys(FEDERATION_NAMES) as RemoteName[];
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates untrusted JSON; unknown remotes and extra fields (history, canary …) are ignored. */
export function parseRegistry(json: unknown): Registry {
  if (!isObject(json) || !isObject(json.remotes)) throw new RegistryError('模块清单格式错误：缺少 remotes');
  const remotes: Registry['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const raw = json.remotes[name];
    if (raw === undefined) continue;
    if (!isObject(raw) || typeof raw.current !== 'string' || !VERSION_PATTERN.test(raw.current)) {
      throw new RegistryError(`模块清单格式错误：${name} 的版本无效`);
    }
    const entry = typeof raw.entry === 'string' && raw.entry ? raw.entry : undefined;
    remotes[name] = entry ? { current: raw.current, entry } : { current: raw.current };
  }
  const timeout = json.loadTimeoutMs;
  const registry: Registry = { remotes };
  if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0)
    registry.loadTimeoutMs = timeout;
  return registry;
}

/** The manifest URL of a remote's current version, relative to `base` (the site origin). */
export function resolveRemote(registry: Registry, remote: RemoteName, base = '/'): ResolvedRemote {
  const info = registry.remotes[remote];
  if (!info) throw new RegistryError(`模块清单中没有 ${remote}`);
  const root = base.endsWith('/') ? base : `${base}/`;
  return {
    remote,
    name: FEDERATION_NAMES[remote],
    version: info.current,
    entry: info.entry ?? `${root}remotes/${remote}/${encodeURIComponent(info.current)}/mf-manifest.json`,
  };
}

export async function fetchRegistry(url = '/registry.json', timeoutMs = 120_000): Promise<Registry> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new RegistryError(`模块清单加载失败（HTTP ${response.status}）`);
  return parseRegistry(await response.json());
}
