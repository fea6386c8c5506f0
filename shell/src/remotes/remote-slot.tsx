import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { SlotGate, SlotGateContext, type RemoteName, type ScreenLoader } from '@jincheng/shared';
import { reportHealth } from './health-beacon';
import { LoadedRemote } from './loaded-remote';
import type { LoadInfo } from './load-info';
import { RemoteFallback } from './remote-fallback';
import { loadRemoteScreen, renderFailed, retryRemote } from './screen-loader';

export interface RemoteSlotProps<M> {
  remote: RemoteName;
  expose: './routes' | './widgets';
  /** Chooses the screen loader from the loaded module. */
  pick: (module: M) => ScreenLoader | undefined;
  /** Shown while the remote and its screen load. */
  pending: ReactNode;
  compact?: boolean;
  /**
   * Called once the screen (or its fallback) has rendered and every boundary in it that was still the
   * server's HTML has hydrated (shared hydration/slot-gate.tsx): ends the navigation progress bar, marks
   * the slot live.
   */
  onSettled?: () => void;
}

/** What a screen threw, as the Error the panel names (a thrown string or object becomes its message). */
function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

function Settled({ onSettled, gate }: { onSettled?: () => void; gate: SlotGate }) {
  useEffect(() => {
    let current = true;
    gate.whenClear(() => {
      if (current) onSettled?.();
    });
    return () => {
      current = false;
    };
  }, [onSettled, gate]);
  return null;
}

/**
 * One remote in its own failure slot: Suspense while it loads (screen-loader.ts falls back through the
 * versions that can serve it), an error boundary around its render, and the panel whose 重试 really loads
 * the remote again. A screen that throws while rendering gets one more try — another version when there is
 * one, else the same — before the panel.
 */
export function RemoteSlot<M>({ remote, expose, pick, pending, compact, onSettled }: RemoteSlotProps<M>) {
  const [attempt, setAttempt] = useState(0);
  const [renderRetried, setRenderRetried] = useState(false);
  const gate = useMemo(() => new SlotGate(), []);
  /** The version on screen, set when it loaded: a render failure is that version's. */
  const shown = useRef<LoadInfo | undefined>(undefined);

  const retry = useCallback(async () => {
    await retryRemote(remote);
    setRenderRetried(false);
    setAttempt((n) => n + 1);
  }, [remote]);

  const Screen = useMemo(
    () =>
      // The loader writes `shown` after its await, when the load settles, never while a component renders.
      // eslint-disable-next-line react-hooks/refs
      lazy(async (): Promise<{ default: ComponentType }> => {
        const result = await loadRemoteScreen<M>(remote, expose, pick);
        if (!result.screen) {
          const { error } = result;
          return {
            default: () => <RemoteFallback remote={remote} error={error} onRetry={retry} compact={compact} />,
          };
        }
        const { info } = result;
        shown.current = info;
        const { default: Inner } = result.screen;
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

  const onRenderError = useCallback(
    (error: unknown, info: ErrorInfo) => {
      console.error('[remote] render failed', error, info.componentStack);
      const failedInfo = shown.current;
      if (failedInfo && !failedInfo.customEntry) reportHealth(remote, failedInfo.version, 'render-error');
      if (renderRetried) return;
      if (failedInfo) renderFailed(remote, failedInfo.version);
      setRenderRetried(true);
      setAttempt((n) => n + 1);
    },
    [remote, renderRetried],
  );

  return (
    <SlotGateContext.Provider value={gate}>
      <ErrorBoundary
        key={attempt}
        onError={onRenderError}
        fallbackRender={({ error }) =>
          renderRetried ? (
            <>
              <RemoteFallback remote={remote} error={asError(error)} onRetry={retry} compact={compact} />
              <Settled onSettled={onSettled} gate={gate} />
            </>
          ) : (
            pending
          )
        }
      >
        <Suspense fallback={pending}>
          <Screen />
          <Settled onSettled={onSettled} gate={gate} />
        </Suspense>
      </ErrorBoundary>
    </SlotGateContext.Provider>
  );
}
