import { Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { useBoundaryGate } from '../hydration/slot-gate';

export interface QueryBoundaryProps {
  /** Shown while the reads below suspend: the screen's skeleton (also what a slow server render streams). */
  pending: ReactNode;
  /** Shown when a read failed; `retry` reads again (the 重试 button). */
  failed: (error: unknown, retry: () => void) => ReactNode;
  /** What the reads below depend on (filters, ids): when one changes, a shown failure is tried again. */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

/**
 * Where a screen's loading and error states live when it reads with `useSuspenseQuery`: a Suspense boundary
 * for the skeleton and an error boundary whose retry resets the failed queries and renders them again, so
 * they are fetched once more. The request client has already toasted the failure; this only offers 重试.
 */
export function QueryBoundary({ pending, failed, resetKeys, children }: QueryBoundaryProps) {
  // Holds the slot's gate while this boundary is still server HTML (hydration/slot-gate.tsx).
  const gated = useBoundaryGate();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          resetKeys={resetKeys && [...resetKeys]}
          fallbackRender={({ error, resetErrorBoundary }) => gated(failed(error, resetErrorBoundary))}
        >
          <Suspense fallback={gated(pending)}>{gated(children)}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
