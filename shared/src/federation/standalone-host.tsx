import { Suspense, lazy, useEffect, useMemo } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES, pageTitle } from '../config/paths';
import type { RemoteName, ScreenLoader } from './contracts';
import styles from './standalone-host.module.css';

export interface StandaloneHostProps {
  remote: RemoteName;
  routes: Partial<Record<string, ScreenLoader>>;
}

/** Sample URL for a pattern, so every screen is one click away when a remote runs on its own. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '1');
}

function TitledScreen({ path, loader }: { path: string; loader: ScreenLoader }) {
  const Screen = useMemo(() => lazy(loader), [loader]);
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
  const entries = Object.entries(routes).filter((e): e is [string, ScreenLoader] => e[1] !== undefined);
  const first = entries[0]?.[0];
  return (
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
          {entries.map(([path, loader]) => (
            <Route key={path} path={path} element={<TitledScreen path={path} loader={loader} />} />
          ))}
          {first && <Route path="*" element={<Navigate to={sampleUrl(first)} replace />} />}
        </Routes>
      </main>
    </BrowserRouter>
  );
}
