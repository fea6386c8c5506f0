import { FEDERATION_NAMES, REGISTRY_ELEMENT_ID, type RemoteName } from '@jincheng/shared';
import { inCanary } from './canary';

/**
 * `/registry.json` names the current version of each remote. Each version lives at an immutable path, so
 * switching versions is a registry edit: no shell rebuild, no cache to purge.
 */
export interface RegistryEntry {
  current: string;
  /** The version that was current before (the rollback target): the fallback of a visitor with none of their own. */
  previous?: string;
  /** This remote's entry-script timeout (ms), set with `npm run release -- timeout <remote> <ms>`. */
  loadTimeoutMs?: number;
  /** Overrides the versioned path, e.g. a dev server's `http://localhost:3001/remoteEntry.js`. */
  entry?: string;
  /** A release being tried on a share of visitors (set by `npm run release -- canary`). */
  canary?: CanaryEntry;
  /**
   * Versions whose browser files the server found damaged (only in the page's registry): the server did not
   * render them and the browser skips them at once (docs/releases.md, "Server and browser agree").
   */
  broken?: string[];
}

export interface CanaryEntry {
  version: string;
  /** 0 < percent ≤ 100, in steps of 0.01. */
  percent: number;
}

export interface Registry {
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
  /** Load timeout for the registry and entry scripts (ms); spec §9 says 120 000, tests shorten it. */
  loadTimeoutMs?: number;
  /** The share of page loads that send health beacons (0 < r ≤ 1; unset: every page), health-beacon.ts. */
  healthSampleRate?: number;
}

export interface ResolvedRemote {
  remote: RemoteName;
  /** Federation container name, e.g. `remote_scores`. */
  name: string;
  version: string;
  entry: string;
  /** True when this visitor was sent to the remote's canary version. */
  canary: boolean;
  /** True when the registry names an explicit entry URL (a dev server) rather than a version folder. */
  customEntry: boolean;
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

/** A malformed canary is dropped rather than failing the registry: visitors then get the current version. */
function parseCanary(raw: unknown): CanaryEntry | undefined {
  if (!isObject(raw) || typeof raw.version !== 'string' || !VERSION_PATTERN.test(raw.version))
    return undefined;
  const percent = raw.percent;
  if (typeof percent !== 'number' || !(percent > 0) || percent > 100) return undefined;
  return { version: raw.version, percent };
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Validates untrusted JSON; unknown remotes and extra fields are ignored. */
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
    const canary = parseCanary(raw.canary);
    const previous =
      typeof raw.previous === 'string' && VERSION_PATTERN.test(raw.previous) ? raw.previous : undefined;
    const loadTimeoutMs = positive(raw.loadTimeoutMs);
    const broken = Array.isArray(raw.broken)
      ? raw.broken.filter((v): v is string => typeof v === 'string' && VERSION_PATTERN.test(v))
      : [];
    remotes[name] = {
      current: raw.current,
      ...(previous ? { previous } : {}),
      ...(entry ? { entry } : {}),
      ...(canary ? { canary } : {}),
      ...(loadTimeoutMs ? { loadTimeoutMs } : {}),
      ...(broken.length > 0 ? { broken } : {}),
    };
  }
  const registry: Registry = { remotes };
  const timeout = positive(json.loadTimeoutMs);
  if (timeout) registry.loadTimeoutMs = timeout;
  const rate = positive(json.healthSampleRate);
  if (rate && rate <= 1) registry.healthSampleRate = rate;
  return registry;
}

export interface ResolveOptions {
  /** This visitor's canary bucket (see canary.ts); without it everybody gets the current version. */
  bucket?: number;
  /** Load this version instead (the last-known-good fallback). */
  version?: string;
}

/**
 * The `remoteEntry.js` URL of the version this visitor should load, relative to `base` (the site origin):
 * the canary when the visitor's bucket falls in its share, otherwise the current version. Remotes are
 * registered by their entry script, never by `mf-manifest.json` (the runtime is built without manifest
 * support; the manifest stays in the version folder for the release tooling).
 */
export function resolveRemote(
  registry: Registry,
  remote: RemoteName,
  base = '/',
  { bucket, version }: ResolveOptions = {},
): ResolvedRemote {
  const info = registry.remotes[remote];
  if (!info) throw new RegistryError(`模块清单中没有 ${remote}`);
  const root = base.endsWith('/') ? base : `${base}/`;
  const canary =
    version === undefined &&
    !info.entry &&
    info.canary !== undefined &&
    bucket !== undefined &&
    inCanary(bucket, remote, info.canary.percent);
  const chosen = version ?? (canary && info.canary ? info.canary.version : info.current);
  const customEntry = Boolean(info.entry) && chosen === info.current;
  if (customEntry && !/\.js(\?|$)/.test(info.entry ?? '')) {
    throw new RegistryError(`${remote} 的入口必须是 remoteEntry.js 脚本：${info.entry ?? ''}`);
  }
  const entry =
    customEntry && info.entry
      ? info.entry
      : `${root}remotes/${remote}/${encodeURIComponent(chosen)}/remoteEntry.js`;
  return { remote, name: FEDERATION_NAMES[remote], version: chosen, entry, canary, customEntry };
}

export interface VersionOrder {
  /** The registry's version for this visitor (the canary or current): what a fallback is reported from. */
  primary: ResolvedRemote;
  /** The versions to try, in order, without those the page marks broken. */
  versions: string[];
  /** The versions of that order the page marks broken (skipped). */
  skipped: string[];
}

/**
 * The versions that may serve `remote` for this visitor, in order: the registry's for this visitor (canary or
 * current), current, the last version that rendered in this browser (`lastKnownGood`; the server has none),
 * the registry's previous. Versions the page marks broken are left out; the last-known-good version then goes
 * after the registry's, because the server rendered the first of those and the browser must start on it.
 */
export function versionOrder(
  registry: Registry,
  remote: RemoteName,
  { bucket, lastKnownGood }: { bucket?: number; lastKnownGood?: string } = {},
): VersionOrder {
  const primary = resolveRemote(registry, remote, '/', { bucket });
  if (primary.customEntry) return { primary, versions: [primary.version], skipped: [] };
  const info = registry.remotes[remote];
  const broken = new Set(info?.broken);
  const order =
    broken.size > 0
      ? [primary.version, info?.current, info?.previous, lastKnownGood]
      : [primary.version, info?.current, lastKnownGood, info?.previous];
  const unique = order.filter((v, i, all): v is string => typeof v === 'string' && all.indexOf(v) === i);
  return {
    primary,
    versions: unique.filter((v) => !broken.has(v)),
    skipped: unique.filter((v) => broken.has(v)),
  };
}

/** The registry the server put into the page, or undefined (no block, e.g. a dev server, or unreadable). */
export function inlineRegistry(doc: Document = document): Registry | undefined {
  const text = doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRegistry(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export async function fetchRegistry(url = '/registry.json', timeoutMs = 120_000): Promise<Registry> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new RegistryError(`模块清单加载失败（HTTP ${response.status}）`);
  return parseRegistry(await response.json());
}
