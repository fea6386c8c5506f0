import { useEffect } from 'react';
import { Provider, useAtomValue } from '../lib/app-jotai';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import {
  DataProvider,
  ROUTES,
  ToastHost,
  ViewportGuessContext,
  appStore,
  markHydrated,
  tokenAtom,
  paths,
  type RouteDef,
  type ViewportGuess,
} from '@jincheng/shared';
import { Layout } from '../layout/layout';
import { AccountArea } from '../features/auth/account-area/account-area';
import { LoginDialog } from '../features/auth/login-dialog/login-dialog';
import { NavigationBridge } from '../features/auth/navigation-bridge';
import { SessionGuard } from '../features/auth/session-guard';
import { BalanceMirror } from '../features/auth/balance-mirror';
import { RouteScreen } from './route-screen';
import { LoginRedirect } from './login-redirect';
import { OPS_ROUTES } from './ops-routes';

/** Re-creates the route view whenever path or query changes (spec §2). */
function KeyedRoute({ route }: { route: RouteDef }) {
  const { pathname, search } = useLocation();
  return <RouteScreen key={`${pathname}${search}`} route={route} />;
}

function SignedInLoginRedirect() {
  return <LoginRedirect signedIn={useAtomValue(tokenAtom) !== ''} />;
}

export function AppRoutes() {
  return (
    <>
      <Routes>
        <Route element={<Layout account={<AccountArea />} />}>
          {[...ROUTES.filter((r) => !('chromeless' in r)), ...OPS_ROUTES].map((route) => (
            <Route key={route.path} path={route.path} element={<KeyedRoute route={route} />} />
          ))}
          {/* Any other path redirects to /home (seed spec §2); the server answers it with a 302 too. */}
          <Route path="*" element={<Navigate to={paths.home()} replace />} />
        </Route>
        {ROUTES.filter((r) => 'chromeless' in r).map((route) => (
          <Route key={route.path} path={route.path} element={<KeyedRoute route={route} />} />
        ))}
        <Route path="/login" element={<SignedInLoginRedirect />} />
      </Routes>
      <SessionGuard />
      <BalanceMirror />
      <NavigationBridge />
      <LoginDialog />
      <ToastHost />
    </>
  );
}

export interface AppProps {
  /** The page's one query client (bootstrap.tsx makes it with `createQueryClient()`). */
  queryClient: QueryClient;
  /** What the server already read for this page (`readPageData()`), if it rendered it. */
  dehydratedState?: DehydratedState;
  /** The screen the server rendered the page for (`readViewportGuess`): hydration renders for the same. */
  viewport?: ViewportGuess;
}

/**
 * The shell's markup is live (hydrated, or rendered for the first time): taps held by the page's early-taps
 * script go through (shared/src/hydration/early-taps.ts). Remote screens say so for themselves.
 */
function useShellHydrated(): void {
  useEffect(() => markHydrated(document.documentElement), []);
}

export function App({ queryClient, dehydratedState, viewport = 'wide' }: AppProps) {
  useShellHydrated();
  return (
    <ViewportGuessContext.Provider value={viewport}>
      <Provider store={appStore}>
        <DataProvider client={queryClient} state={dehydratedState}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </DataProvider>
      </Provider>
    </ViewportGuessContext.Provider>
  );
}
