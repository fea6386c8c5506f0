import { ReadTimeout, damagedVersion } from './version-files';

/**
 * Which versions the registry names have damaged browser files (a truncated upload, a file edited after
 * publishing): their node build may be fine, but the browser cannot load them and falls back, so a page the
 * server rendered with one would not hydrate (React #418). The server renders the next version the browser
 * tries instead and tells the page (`broken` per remote in the page's registry, docs/releases.md).
 *
 * Checked with the release record as the static server checks a file before sending it (version-files.ts):
 * a verdict per version folder is reused for `revalidateMs`; after that the next page stats every recorded
 * file again (in parallel) and hashes only those whose stat changed, so a page costs a map lookup and a
 * folder's files are hashed once per change, not per render.
 */
export interface VersionHealthOptions {
  /** How long a verdict stands before the files are stat'ed again (1 s: a page or two of the micro-cache). */
  revalidateMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

interface Verdict {
  at: number;
  damaged: string | undefined;
  checking?: Promise<string | undefined>;
}

export type BrokenVersions = Record<string, string[]>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The versions of a remote's registry entry a visitor may be given or fall back to (an entry override has none). */
function versionsOf(entry: Record<string, unknown>): string[] {
  const canary = isObject(entry.canary) ? entry.canary.version : undefined;
  const named = [canary, entry.entry === undefined ? entry.current : undefined, entry.previous];
  return named.filter((v, i, all): v is string => typeof v === 'string' && all.indexOf(v) === i);
}

export function versionHealth(outDir: string, options: VersionHealthOptions = {}) {
  const { revalidateMs = 1000, timeoutMs = 10_000, now = Date.now } = options;
  const verdicts = new Map<string, Verdict>();

  async function damaged(app: string, version: string): Promise<string | undefined> {
    const key = `${app}/${version}`;
    const known = verdicts.get(key);
    if (known?.checking) return known.checking;
    if (known && now() - known.at < revalidateMs) return known.damaged;
    const verdict: Verdict = known ?? { at: 0, damaged: undefined };
    verdict.checking = damagedVersion(outDir, app, version, timeoutMs)
      .then(
        (reason) => {
          verdict.damaged = reason;
          verdict.at = now();
          return reason;
        },
        (error: unknown) => {
          // A disk that does not answer says nothing about the files: the last verdict stands.
          if (!(error instanceof ReadTimeout)) throw error;
          return verdict.damaged;
        },
      )
      .finally(() => {
        verdict.checking = undefined;
      });
    verdicts.set(key, verdict);
    return verdict.checking;
  }

  return {
    /** Per remote, the versions `registry` names whose browser files are damaged (only remotes with any). */
    async broken(registry: unknown): Promise<BrokenVersions> {
      const remotes = isObject(registry) && isObject(registry.remotes) ? registry.remotes : {};
      const found: BrokenVersions = {};
      await Promise.all(
        Object.entries(remotes).map(async ([remote, entry]) => {
          if (!isObject(entry)) return;
          const versions = versionsOf(entry);
          const reasons = await Promise.all(versions.map((version) => damaged(remote, version)));
          const bad = versions.filter((_, i) => reasons[i] !== undefined);
          if (bad.length > 0) found[remote] = bad;
        }),
      );
      return found;
    },
  };
}

/** The registry with each remote's broken versions in it: what the page carries and the server renders from. */
export function withBroken(registry: unknown, broken: BrokenVersions): unknown {
  if (Object.keys(broken).length === 0 || !isObject(registry) || !isObject(registry.remotes)) return registry;
  const remotes: Record<string, unknown> = { ...registry.remotes };
  for (const [remote, versions] of Object.entries(broken)) {
    const entry = remotes[remote];
    if (isObject(entry)) remotes[remote] = { ...entry, broken: versions };
  }
  return { ...registry, remotes };
}

/** A short stable text of the broken versions (`scores:1.0.0`), for the page cache's key; '' when none. */
export function brokenKey(broken: BrokenVersions): string {
  return Object.keys(broken)
    .sort()
    .map((remote) => `${remote}:${(broken[remote] ?? []).join('+')}`)
    .join(',');
}
