import type { ComponentType } from 'react';
import type { RemoteName, ScreenLoader } from '@jincheng/shared';
import { visitorBucket } from './canary';
import { ChunkLoadError, toChunkLoadError } from './chunk-load-error';
import { isFallbackModule } from './fallback-module';
import { loadVersion, registry, reloadRemote } from './federation';
import { reportHealth } from './health-beacon';
import { lastKnownGood } from './last-known-good';
import type { LoadInfo } from './load-info';
import { versionOrder, type Registry } from './registry';
import { nextTask } from '../lib/next-task';

/**
 * Which version of a remote a slot shows, with fallback at every step. The versions tried, in order:
 * 1. the registry's version for this visitor (the canary, or the current one);
 * 2. the current version, when that was the canary;
 * 3. the last version that rendered in this browser (last-known-good, kept in storage);
 * 4. the registry's previous good version (the rollback target), so a first-time visitor is covered too.
 * A version fails when its entry, its expose, the screen's chunk (tried twice: once more after a short
 * pause) or — reported by the slot — its render fails; when another version then works, the failed one is
 * skipped for the rest of this page, until 重试. Only when every version failed does the slot show the panel.
 * Versions the page marks broken (the server found their files damaged and rendered the next one) are
 * skipped from the start, so the browser begins on the version the server rendered.
 * Health beacons: `load-fail` for each version that failed (a broken one once a page), `fallback` for the
 * registry's version when another one served the slot.
 */
export type ScreenResult =
  | { screen: { default: ComponentType }; info: LoadInfo; error?: undefined }
  | { screen?: undefined; info?: undefined; error: ChunkLoadError };

const CHUNK_RETRY_MS = 300;
const failed = new Map<RemoteName, Set<string>>();
/** Broken versions (from the page) already reported as failed to load. */
const reportedBroken = new Set<string>();
/** The registry the last plan was made from (a render failure is judged against it). */
let known: Registry | undefined;

function candidates(loaded: Registry, remote: RemoteName, skip = failed.get(remote) ?? new Set<string>()) {
  const order = versionOrder(loaded, remote, {
    bucket: visitorBucket(),
    lastKnownGood: lastKnownGood(remote),
  });
  return { ...order, versions: order.versions.filter((v) => !skip.has(v)) };
}

async function withOneRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_MS));
    return load();
  }
}

async function tryVersion<M>(
  remote: RemoteName,
  version: string,
  expose: string,
  pick: (m: M) => ScreenLoader | undefined,
) {
  const module = await loadVersion<M>(remote, version, expose);
  if (isFallbackModule(module)) return { error: module.error };
  const loader = pick(module);
  if (!loader) return { error: new ChunkLoadError(`模块 ${remote} 未提供所需页面`, remote) };
  // The screen's modules are evaluated in a task of their own. Every slot of a remote waits for the same
  // expose, and their chunks are often in already (the home page's widgets): the promises all settled in the
  // task that ran the expose's chunk, and every widget's modules were evaluated there, one 41 ms task on this
  // machine (4x that on a phone).
  await nextTask();
  try {
    return { screen: await withOneRetry(loader) };
  } catch (error) {
    return { error: toChunkLoadError(error, remote) };
  }
}

/** Loads the screen `pick` chooses from `expose` of `remote`; never throws. */
export async function loadRemoteScreen<M>(
  remote: RemoteName,
  expose: string,
  pick: (module: M) => ScreenLoader | undefined,
): Promise<ScreenResult> {
  let plan: ReturnType<typeof candidates>;
  try {
    known = await registry();
    plan = candidates(known, remote);
  } catch (error) {
    return { error: toChunkLoadError(error, remote) };
  }
  const { primary, versions, skipped } = plan;
  for (const version of skipped) {
    if (reportedBroken.has(`${remote}|${version}`)) continue;
    reportedBroken.add(`${remote}|${version}`);
    reportHealth(remote, version, 'load-fail');
  }
  let firstError: ChunkLoadError | undefined;
  for (const version of versions) {
    const result = await tryVersion(remote, version, expose, pick);
    if (result.screen) {
      const fallbackFrom = version === primary.version ? undefined : primary.version;
      if (fallbackFrom) {
        if (!primary.customEntry) reportHealth(remote, fallbackFrom, 'fallback');
        console.warn(
          `[remote] ${remote} ${primary.version} 加载失败，已切换到上一个可用版本 ${version}`,
          firstError,
        );
      }
      const info: LoadInfo = {
        remote,
        version,
        fallbackFrom,
        ...(primary.customEntry ? { customEntry: true } : {}),
      };
      return { screen: result.screen, info };
    }
    firstError ??= result.error;
    if (!primary.customEntry) {
      failed.set(remote, (failed.get(remote) ?? new Set()).add(version));
      reportHealth(remote, version, 'load-fail');
    }
  }
  // Nothing worked: the next slot of this remote (another route, a widget) starts from the top again.
  failed.delete(remote);
  return { error: firstError ?? new ChunkLoadError(`模块 ${remote} 没有可用的版本`, remote) };
}

/**
 * A screen of `version` threw while rendering. When another version is there to try, `version` is skipped
 * from now on (true); otherwise nothing changes and the slot tries the same version once more (false).
 */
export function renderFailed(remote: RemoteName, version: string): boolean {
  if (!known) return false;
  const skip = new Set(failed.get(remote) ?? []).add(version);
  const { primary, versions } = candidates(known, remote, skip);
  if (primary.customEntry || versions.length === 0) return false;
  failed.set(remote, skip);
  return true;
}

/** 重试 from the panel or the note: every version is tried again, starting with the registry's. */
export async function retryRemote(remote: RemoteName): Promise<void> {
  failed.delete(remote);
  await reloadRemote(remote);
}
