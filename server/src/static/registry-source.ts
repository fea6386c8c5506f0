import fs from 'node:fs';
import path from 'node:path';

/**
 * The registry as the server reads it: `registry.json` in the build folder, written by the build and the
 * release CLI. The page gets only what a browser needs to pick a version (`pageRegistry`); the history stays
 * in the file (served whole at `/registry.json` for tools and for 重试).
 */
export function registryFile(outDir: string): string {
  return path.join(outDir, 'registry.json');
}

interface PageRegistry {
  schemaVersion?: unknown;
  loadTimeoutMs?: unknown;
  remotes: Record<
    string,
    { current: unknown; entry?: unknown; canary?: { version: unknown; percent: unknown } }
  >;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the shell's HTML carries: per remote the current version, its entry override and its canary. */
export async function pageRegistry(outDir: string): Promise<PageRegistry | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fs.promises.readFile(registryFile(outDir), 'utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || !isObject(parsed.remotes)) return undefined;
  const remotes: PageRegistry['remotes'] = {};
  for (const [name, raw] of Object.entries(parsed.remotes)) {
    if (!isObject(raw)) continue;
    const { current, entry, canary } = raw;
    remotes[name] = {
      current,
      ...(entry !== undefined ? { entry } : {}),
      ...(isObject(canary) ? { canary: { version: canary.version, percent: canary.percent } } : {}),
    };
  }
  const { schemaVersion, loadTimeoutMs } = parsed;
  return { schemaVersion, ...(loadTimeoutMs !== undefined ? { loadTimeoutMs } : {}), remotes };
}
