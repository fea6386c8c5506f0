import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { ROUTES, pageTitle } from '../config/paths';
import { DataProvider } from '../data/data-provider';
import { createQueryClient } from '../data/query-client';
import { useQueryClient } from '@tanstack/react-query';
import type { RemoteName, RemoteRoute } from './contracts';
import styles from './standalone-host.module.css';

export interface StandaloneHostProps {
  remote: RemoteName;
  routes: Partial<Record<string, RemoteRoute>>;
}

/** Sample URL for a pattern, so every screen is one click away when a remote runs on its own. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '1');
}

function TitledScreen({ path, route }: { path: string; route: RemoteRoute }) {
  const queryClient = useQueryClient();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const Screen = useMemo(() => {
    // Like the shell: the route's reads start beside its chunk.
    void route.prefetch?.({ queryClient, params, searchParams });
    return lazy(route.screen);
    // Created once per mount (the route element is keyed by its path).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route]);
  const title = ROUTES.find((r) => r.path === path)?.title ?? path;
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return (
    <Suspense fallback={<p>加载中…</p>}>
      <Screen />
    </Suspense>
  );
}

/**
 * The minimal host a remote team runs its remote in (`npm run dev -w remote-…`): no shell, just a router
 * with this remote's routes and a bar to reach them.
 */
export function StandaloneHost({ remote, routes }: StandaloneHostProps) {
  const entries = Object.entries(routes).filter((e): e is [string, RemoteRoute] => e[1] !== undefined);
  const first = entries[0]?.[0];
  const [client] = useState(createQueryClient);
  return (
    <DataProvider client={client}>
      <BrowserRouter>
        <header className={styles.bar}>
          <strong>锦城体育 · {remote} 独立运行</strong>
          <nav aria-label="本模块页面">
            {entries.map(([path]) => (
              <Link key={path} to={sampleUrl(path)} className={styles.link}>
                {ROUTES.find((r) => r.path === path)?.title ?? path}
              </Link>
            ))}
          </nav>
        </header>
        <main className={styles.main}>
          <Routes>
            {entries.map(([path, route]) => (
              <Route key={path} path={path} element={<TitledScreen path={path} route={route} />} />
            ))}
            {first && <Route path="*" element={<Navigate to={sampleUrl(first)} replace />} />}
          </Routes>
        </main>
      </BrowserRouter>
    </DataProvider>
  );
}
