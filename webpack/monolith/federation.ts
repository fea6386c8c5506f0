/**
 * The monolith baseline (bench only): the shell's remote loader replaced by static imports of the remotes'
 * own `./routes` and `./widgets` modules, so the same source builds as one bundle. Swapped in for
 * shell/src/remotes/federation.ts by the webpack factory's `monolith` option; never shipped.
 */
import type { RemoteName } from '@jincheng/shared';
import { isFallbackModule, type FallbackModule } from '../../shell/src/remotes/fallback-module';

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

export function startRemoteLoader(): void {}

export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T | FallbackModule> {
  const load = MODULES[remote][expose];
  if (!load) throw new Error(`monolith: ${remote} has no ${expose}`);
  return (await load()) as T;
}

export async function reloadRemote(): Promise<void> {}

export { isFallbackModule };
