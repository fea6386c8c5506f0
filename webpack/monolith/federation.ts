/**
 * The monolith baseline (bench only): the shell's remote loader replaced by static imports of the remotes'
 * own `./routes` and `./widgets` modules, so the same source builds as one bundle. Swapped in for
 * shell/src/remotes/federation.ts by the webpack factory's `monolith` option; never shipped.
 */
import type { RemoteName } from '@jincheng/shared';
import { isFallbackModule, type FallbackModule } from '../../shell/src/remotes/fallback-module';
import type { Registry } from '../../shell/src/remotes/registry';

type Loader = () => Promise<unknown>;

const MODULES: Record<RemoteName, Record<string, Loader>> = {
  scores: {
    './routes': () => import('../../remote-scores/src/routes'),
    './widgets': () => import('../../remote-scores/src/widgets'),
  },
  content: {
    './routes': () => import('../../remote-content/src/routes'),
    './widgets': () => import('../../remote-content/src/widgets'),
  },
  database: { './routes': () => import('../../remote-database/src/routes') },
  account: { './routes': () => import('../../remote-account/src/routes') },
};

const VERSION = { current: 'monolith' };
const REGISTRY: Registry = {
  remotes: { scores: VERSION, content: VERSION, database: VERSION, account: VERSION },
};

export function startRemoteLoader(): void {}

export async function registry(): Promise<Registry> {
  return REGISTRY;
}

export async function loadVersion<T>(
  remote: RemoteName,
  _version: string | undefined,
  expose: string,
): Promise<T | FallbackModule> {
  const load = MODULES[remote][expose];
  if (!load) throw new Error(`monolith: ${remote} has no ${expose}`);
  return (await load()) as T;
}

export async function reloadRemote(): Promise<void> {}

export { isFallbackModule };
