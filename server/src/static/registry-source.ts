import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withTimeout } from './version-files';

/**
 * The public registry as the server reads it: `registry.json` in the build folder, written by the build and
 * the release CLI (webpack/release/state.js). It holds only what browsers need — per app the current
 * version, the previous good one, the canary and the load timeout; who released what and why stays in
 * `release-state.json`, which is never served. Read when it changes (stat per request), with an ETag.
 */
export function registryFile(outDir: string): string {
  return path.join(outDir, 'registry.json');
}

export interface RegistryRead {
  body: string;
  etag: string;
  parsed: unknown;
}

interface PageRegistry {
  schemaVersion?: unknown;
  loadTimeoutMs?: unknown;
  healthSampleRate?: unknown;
  remotes: Record<string, Record<string, unknown>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let cached: { file: string; key: string; read: RegistryRead } | undefined;

/** The registry file with its ETag, or undefined when it is missing or unreadable. */
export async function readRegistry(outDir: string, timeoutMs = 5_000): Promise<RegistryRead | undefined> {
  const file = registryFile(outDir);
  try {
    const stat = await withTimeout(fs.promises.stat(file), timeoutMs, file);
    const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (cached?.file === file && cached.key === key) return cached.read;
    const body = await withTimeout(fs.promises.readFile(file, 'utf8'), timeoutMs, file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      // A file edited by hand into broken JSON: keep answering with the last registry that parsed.
      if (cached?.file === file) return cached.read;
      return undefined;
    }
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    cached = { file, key, read: { body, etag, parsed } };
    return cached.read;
  } catch {
    return undefined;
  }
}

/** True when an If-None-Match header names `etag` (a list, `*`, or a weak form of it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/** The shell version the page comes from, and the previous good one to fall back to. */
export function shellVersions(parsed: unknown): string[] {
  const shell = isObject(parsed) && isObject(parsed.shell) ? parsed.shell : {};
  return [shell.current, shell.previous].filter((v): v is string => typeof v === 'string');
}

/**
 * What the shell's HTML carries: per remote the current and previous version, canary, timeout, entry and the
 * versions the server found broken (version-health.ts; never in registry.json); and the share of page loads
 * that send health beacons.
 */
export function pageRegistry(parsed: unknown): PageRegistry | undefined {
  if (!isObject(parsed) || !isObject(parsed.remotes)) return undefined;
  const remotes: PageRegistry['remotes'] = {};
  for (const [name, raw] of Object.entries(parsed.remotes)) {
    if (!isObject(raw)) continue;
    const { current, previous, entry, canary, loadTimeoutMs, broken } = raw;
    remotes[name] = {
      current,
      ...(previous !== undefined ? { previous } : {}),
      ...(entry !== undefined ? { entry } : {}),
      ...(isObject(canary) ? { canary: { version: canary.version, percent: canary.percent } } : {}),
      ...(loadTimeoutMs !== undefined ? { loadTimeoutMs } : {}),
      ...(Array.isArray(broken) ? { broken } : {}),
    };
  }
  const { schemaVersion, loadTimeoutMs, healthSampleRate } = parsed;
  return {
    schemaVersion,
    ...(loadTimeoutMs !== undefined ? { loadTimeoutMs } : {}),
    ...(healthSampleRate !== undefined ? { healthSampleRate } : {}),
    remotes,
  };
}
