import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES } from '@jincheng/shared';
import { Layout } from '../layout/layout';
import { AccountArea } from '../features/account-area/account-area';
import { RouteScreen } from './route-screen';
import { LoginRedirect } from './login-redirect';

/** Re-creates the route view whenever path or query changes (spec §2). */
function KeyedRoute({ route }: { route: (typeof ROUTES)[number] }) {
  const { pathname, search } = useLocation();
  return <RouteScreen key={`${pathname}${search}`} route={route} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout account={<AccountArea />} />}>
        {ROUTES.filter((r) => !('chromeless' in r)).map((route) => (
          <Route key={route.path} path={route.path} element={<KeyedRoute route={route} />} />
        ))}
      </Route>
      {ROUTES.filter((r) => 'chromeless' in r).map((route) => (
        <Route key={route.path} path={route.path} element={<KeyedRoute route={route} />} />
      ))}
      <Route path="/login" element={<LoginRedirect />} />
      <Route path="*" element={<Navigate to="/home" replace />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
