import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RemoteName, ScreenLoader } from '@jincheng/shared';
import { ChunkLoadError, toChunkLoadError } from './chunk-load-error';
import { ErrorBoundary } from './error-boundary';
import { isFallbackModule, loadRemoteModule, reloadRemote } from './federation';
import { LoadedRemote } from './loaded-remote';
import { loadInfoOf } from './load-info';
import { RemoteFallback } from './remote-fallback';

export interface RemoteSlotProps<M> {
  remote: RemoteName;
  expose: './routes' | './widgets';
  /** Chooses the screen loader from the loaded module. */
  pick: (module: M) => ScreenLoader | undefined;
  /** Shown while the remote and its screen load. */
  pending: ReactNode;
  compact?: boolean;
  /** Called once the screen (or its fallback) has rendered: ends the navigation progress bar. */
  onSettled?: () => void;
}

function Settled({ onSettled }: { onSettled?: () => void }) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}

/**
 * One remote in its own failure slot: Suspense while it loads, an error boundary around its render, and the
 * fallback panel whose 重试 really loads the remote again (fresh registry, fresh container, fresh chunks).
 */
export function RemoteSlot<M>({ remote, expose, pick, pending, compact, onSettled }: RemoteSlotProps<M>) {
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(async () => {
    await reloadRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  const Screen = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const loaded = await loadRemoteModule<M>(remote, expose);
        if (isFallbackModule(loaded)) {
          const { error } = loaded;
          return {
            default: () => <RemoteFallback remote={remote} error={error} onRetry={retry} compact={compact} />,
          };
        }
        const loader = pick(loaded);
        if (!loader) throw new ChunkLoadError(`模块 ${remote} 未提供所需页面`, remote);
        let screen: { default: ComponentType };
        try {
          screen = await loader();
        } catch (error) {
          throw toChunkLoadError(error, remote);
        }
        const info = loadInfoOf(loaded);
        if (!info) return screen;
        const { default: Inner } = screen;
        return {
          default: () => (
            <LoadedRemote info={info}>
              <Inner />
            </LoadedRemote>
          ),
        };
      }),
    // `attempt` re-creates the lazy component so a retry never reuses a cached failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, expose, attempt],
  );

  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => (
        <>
          <RemoteFallback remote={remote} error={error} onRetry={retry} compact={compact} />
          <Settled onSettled={onSettled} />
        </>
      )}
    >
      <Suspense fallback={pending}>
        <Screen />
        <Settled onSettled={onSettled} />
      </Suspense>
    </ErrorBoundary>
  );
}
