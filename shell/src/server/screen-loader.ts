import type { RemoteName, ScreenLoader } from '@jincheng/shared';
import { CLIENT_ONLY_DIGEST } from '../app/root-options';
import type { ScreenResult } from '../remotes/screen-loader';
import { renderScope, slotKey } from './request-scope';

/**
 * The server's version of shell/src/remotes/screen-loader.ts (swapped in by the node build, see
 * `serverModules` in shell/webpack.config.js): a remote slot renders only from what the request's render
 * preloaded within its budget (preload-route.ts). Anything else — a widget below the fold, a remote whose
 * server build is missing, failed or was too slow — is not rendered here: the slot's Suspense boundary is
 * streamed as its skeleton and the browser renders it as it always has.
 */
export class NotServerRendered extends Error {
  /** The digest the browser sees for the boundary it renders itself (root-options.ts ignores it). */
  static readonly DIGEST = CLIENT_ONLY_DIGEST;
  constructor(remote: RemoteName) {
    super(`${remote} is rendered in the browser`);
    this.name = 'NotServerRendered';
  }
}

export async function loadRemoteScreen<M>(
  remote: RemoteName,
  expose: string,
  pick: (module: M) => ScreenLoader | undefined,
): Promise<ScreenResult> {
  const preloaded = renderScope.getStore()?.exposes.get(slotKey(remote, expose));
  const loader = preloaded && pick(preloaded.module as M);
  if (!preloaded || !loader) throw new NotServerRendered(remote);
  const { version, fallbackFrom } = preloaded;
  return { screen: await loader(), info: { remote, version, ...(fallbackFrom ? { fallbackFrom } : {}) } };
}

export function renderFailed(): boolean {
  return false;
}

export async function retryRemote(): Promise<void> {}
