import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Files of published versions, as the server may send them. The layout is webpack/release/layout.js:
 * `<out>/shell/<version>/browser/…` and `<out>/remotes/<remote>/<version>/browser/…`, each version with the
 * release.json its publish wrote (every browser file's size and sha256). A file is sent only when:
 * - every path segment is a plain name (no dot-files or dot-folders: temp, lock and report files stay private);
 * - it is a regular file (a named pipe or a device would block the reading thread) — checked with a stat that
 *   has a timeout, so a hung disk answers 503 instead of stalling static serving;
 * - it is in the version's record with the same size and sha256 (hashed once per file and change), so a
 *   truncated upload is never sent — and never cached `immutable` by a browser for a year.
 */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;
const SEGMENT = /^[0-9A-Za-z_][0-9A-Za-z_.~+-]*$/;

export type App = 'shell' | string;
/** `listed`: the release record lists the file (it failed to be served whole), not a path nobody published. */
export type FileCheck =
  { ok: true; file: string } | { ok: false; status: 404 | 503; reason: string; listed?: boolean };

interface Recorded {
  size: number;
  sha256: string;
}
interface Release {
  files?: Record<string, Recorded>;
}

export function versionFolder(outDir: string, app: App, version: string): string {
  return app === 'shell' ? path.join(outDir, 'shell', version) : path.join(outDir, 'remotes', app, version);
}

export function browserFolder(outDir: string, app: App, version: string): string {
  return path.join(versionFolder(outDir, app, version), 'browser');
}

export class ReadTimeout extends Error {}

/** `promise`, or a ReadTimeout after `ms` (the read itself cannot be cancelled; the request no longer waits). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ReadTimeout(`${what}: no answer from the disk within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Checked files and records, keyed by path and what stat says; a changed file is checked again. */
const records = new Map<string, { key: string; release: Release | null }>();
const hashes = new Map<string, { key: string; sha256: string }>();

async function readRelease(folder: string, timeoutMs: number): Promise<Release | null> {
  const file = path.join(folder, 'release.json');
  const stat = await withTimeout(fs.promises.stat(file), timeoutMs, file).catch((error: unknown) => {
    if (error instanceof ReadTimeout) throw error;
    return null;
  });
  if (!stat?.isFile()) return null;
  const key = `${stat.size}:${stat.mtimeMs}`;
  const cached = records.get(file);
  if (cached?.key === key) return cached.release;
  let text: string;
  try {
    text = await withTimeout(fs.promises.readFile(file, 'utf8'), timeoutMs, file);
  } catch (error) {
    if (error instanceof ReadTimeout) throw error;
    // Gone between the stat and the read (a folder moved away or back, a rollback): not kept, or the stat's
    // key would hold "no record" for a file that is back unchanged, and every file of it would be a 404.
    return null;
  }
  let release: Release | null = null;
  try {
    release = JSON.parse(text) as Release;
  } catch {
    // Unreadable as read: kept under its key; a rewrite changes the stat and it is read again.
  }
  records.set(file, { key, release });
  return release;
}

async function sha256Of(file: string, key: string, timeoutMs: number): Promise<string> {
  const cached = hashes.get(file);
  if (cached?.key === key) return cached.sha256;
  const bytes = await withTimeout(fs.promises.readFile(file), timeoutMs, file);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  hashes.set(file, { key, sha256 });
  return sha256;
}

async function checkOne(
  outDir: string,
  app: App,
  version: string,
  rel: string,
  release: Release | null,
  timeoutMs: number,
): Promise<FileCheck> {
  const recorded = release?.files?.[rel];
  if (!recorded) return { ok: false, status: 404, reason: `${rel} is not in the release record` };
  const file = path.join(browserFolder(outDir, app, version), ...rel.split('/'));
  const stat = await withTimeout(fs.promises.stat(file), timeoutMs, file).catch((error: unknown) => {
    if (error instanceof ReadTimeout) throw error;
    return null;
  });
  if (!stat?.isFile())
    return { ok: false, status: 404, reason: `${rel} is not a regular file`, listed: true };
  const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  if (stat.size !== recorded.size || (await sha256Of(file, key, timeoutMs)) !== recorded.sha256) {
    return { ok: false, status: 404, reason: `${rel} differs from what was published`, listed: true };
  }
  return { ok: true, file };
}

/**
 * Every file of a version's record checked as it would be before sending it (stat, and a hash only where the
 * stat changed): undefined when all are whole, else why not. A version folder that is not there at all is
 * undefined too: nothing of it is rendered or served, so there is nothing to tell apart. A disk that does not
 * answer throws ReadTimeout (the caller does not know either way).
 */
export async function damagedVersion(
  outDir: string,
  app: App,
  version: string,
  timeoutMs: number,
): Promise<string | undefined> {
  const folder = versionFolder(outDir, app, version);
  if (!VERSION_PATTERN.test(version) || !fs.existsSync(folder)) return undefined;
  const release = await readRelease(folder, timeoutMs);
  if (!release?.files) return 'release.json is missing or unreadable';
  const checks = await Promise.all(
    Object.keys(release.files).map((rel) => checkOne(outDir, app, version, rel, release, timeoutMs)),
  );
  const failed = checks.find((check) => !check.ok);
  return failed && !failed.ok ? failed.reason : undefined;
}

/**
 * Whether `rel` (URL path inside the version folder, decoded) of a version may be sent, together with the
 * pre-compressed copies the record lists for it (`.br`, `.gz`: the static server may send either).
 */
export async function checkVersionFile(
  outDir: string,
  app: App,
  version: string,
  rel: string,
  timeoutMs: number,
): Promise<FileCheck> {
  if (!VERSION_PATTERN.test(version) || rel.split('/').some((s) => !SEGMENT.test(s))) {
    return { ok: false, status: 404, reason: 'not a published path' };
  }
  try {
    const release = await readRelease(versionFolder(outDir, app, version), timeoutMs);
    const first = await checkOne(outDir, app, version, rel, release, timeoutMs);
    if (!first.ok) return first;
    for (const variant of ['.br', '.gz']) {
      if (!release?.files?.[rel + variant]) continue;
      const check = await checkOne(outDir, app, version, rel + variant, release, timeoutMs);
      if (!check.ok) return check;
    }
    return first;
  } catch (error) {
    if (error instanceof ReadTimeout) return { ok: false, status: 503, reason: error.message };
    throw error;
  }
}
