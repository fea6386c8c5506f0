import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  HYDRATED_ATTRIBUTE,
  markHydrated,
  pageTitle,
  remoteRouteOf,
  type RemoteRoute,
  type RemoteRoutesModule,
  type RouteDef,
  type ScreenLoader,
} from '@jincheng/shared';
import { RemoteSlot } from '../remotes/remote-slot';
import { doneProgress, startProgress } from './progress';
import { loaderWithPrefetch, prefetchContext } from './route-prefetch';
import { ScreenPending } from './screen-pending';

/** Screens the shell owns itself, split into their own chunks. */
const SHELL_SCREENS: Record<string, ScreenLoader> = {
  '/': () => import('../features/home/home-page'),
  '/home': () => import('../features/home/home-page'),
  '/downloadapp': () => import('../features/download/download-page'),
  '/loginPage': () => import('../features/login-page/login-page'),
  '/ops/releases': () => import('../features/release-console/release-console-page'),
  '/ops/moderation': () => import('../features/moderation/moderation-page'),
};
const lazyShellScreens = new Map<string, ComponentType>();
function shellScreen(path: string): ComponentType {
  let screen = lazyShellScreens.get(path);
  const loader = SHELL_SCREENS[path];
  if (!screen && loader) {
    screen = lazy(loader);
    lazyShellScreens.set(path, screen);
  }
  if (!screen) throw new Error(`No shell screen for ${path}`);
  return screen;
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * One route's view: sets the title, resets scroll on a navigation, runs the progress bar until the screen (or its remote)
 * has rendered. Keyed by the full path, so it is re-created whenever path or query changes.
 */
export function RouteScreen({ route }: { route: RouteDef }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const settled = useRef(false);

  useLayoutEffect(() => {
    document.title = pageTitle(route.title);
    // A navigation starts the new screen at the top. The document's first screen keeps its scroll: the
    // server-rendered page is readable (and scrollable) before the shell runs, and the browser restores the
    // position on a reload; jumping to the top at hydration threw the reader (and a tap on its way) elsewhere.
    const navigation = document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
    if (navigation) window.scrollTo(0, 0);
    // The bar is for navigations. The document's first screen is on screen already (server-rendered) or shows
    // its own skeleton: no bar, and the bar's chunk is not asked for (and evaluated) in the middle of the
    // hydration, where it was a task of 40-55 ms on a 4x slower phone.
    settled.current = !navigation;
    if (navigation) startProgress();
    return () => {
      if (!settled.current) doneProgress();
    };
  }, [route.title, location.key]);

  const onReady = useCallback(() => {
    // The screen's content has committed (hydrated, on a server-rendered page): the main area is live, and
    // taps held there by the early-taps script go through.
    const main = document.getElementById('main');
    if (main) markHydrated(main);
    if (settled.current) return;
    settled.current = true;
    doneProgress();
  }, []);

  if (route.owner === 'shell') {
    const Screen = shellScreen(route.path);
    return (
      <Suspense fallback={<ScreenPending />}>
        <Screen />
        <Ready onReady={onReady} />
      </Suspense>
    );
  }
  return (
    <RemoteSlot<RemoteRoutesModule>
      remote={route.owner}
      expose="./routes"
      pick={(module) =>
        loaderWithPrefetch(
          remoteRouteOf((module.routes as Record<string, RemoteRoute | ScreenLoader>)[route.path]),
          prefetchContext(queryClient, route.path, location.pathname, location.search),
        )
      }
      pending={<ScreenPending />}
      onSettled={onReady}
    />
  );
}
