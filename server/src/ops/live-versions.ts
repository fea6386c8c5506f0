import { readRegistry } from '../static/registry-source';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An app's entry in the registry: current, previous good and canary (`{ version, percent }`). */
function versionsOf(entry: unknown): string[] {
  if (!isObject(entry)) return [];
  const canary = isObject(entry.canary) ? entry.canary.version : undefined;
  return [entry.current, entry.previous, canary].filter((v): v is string => typeof v === 'string');
}

const byRegistry = new WeakMap<object, ReadonlyMap<string, ReadonlySet<string>>>();

/**
 * The versions the live registry names per app (the shell and each remote): current, previous and canary —
 * every version a visitor's browser can be running, the last known good one of a returning visitor aside.
 * Read through `readRegistry` (cached by stat), so a promote or canary change counts from the next request.
 * Empty when there is no registry.
 */
export async function liveVersions(outDir: string): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const read = await readRegistry(outDir);
  if (!read) return new Map();
  const known = byRegistry.get(read);
  if (known) return known;
  const parsed = read.parsed;
  const apps = new Map<string, ReadonlySet<string>>();
  if (isObject(parsed)) {
    apps.set('shell', new Set(versionsOf(parsed.shell)));
    if (isObject(parsed.remotes))
      for (const [name, entry] of Object.entries(parsed.remotes)) apps.set(name, new Set(versionsOf(entry)));
  }
  byRegistry.set(read, apps);
  return apps;
}

/** The registry's `healthSampleRate` (0 < r ≤ 1), or 1 when it sets none: every page reports. */
export async function registrySampleRate(outDir: string): Promise<number> {
  const parsed = (await readRegistry(outDir))?.parsed;
  const rate = isObject(parsed) ? parsed.healthSampleRate : undefined;
  return typeof rate === 'number' && rate > 0 && rate <= 1 ? rate : 1;
}
