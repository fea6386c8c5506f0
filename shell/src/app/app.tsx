import { Provider, useAtomValue } from 'jotai';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES, ToastHost, appStore, tokenAtom } from '@jincheng/shared';
import { Layout } from '../layout/layout';
import { AccountArea } from '../features/account-area/account-area';
import { LoginDialog } from '../features/auth/login-dialog/login-dialog';
import { NavigationBridge } from '../features/auth/navigation-bridge';
import { SessionGuard } from '../features/auth/session-guard';
import { RouteScreen } from './route-screen';
import { LoginRedirect } from './login-redirect';

/** Re-creates the route view whenever path or query changes (spec §2). */
function KeyedRoute({ route }: { route: (typeof ROUTES)[number] }) {
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
          {ROUTES.filter((r) => !('chromeless' in r)).map((route) => (
            <Route key={route.path} path={route.path} element={<KeyedRoute route={route} />} />
          ))}
        </Route>
        {ROUTES.filter((r) => 'chromeless' in r).map((route) => (
          <Route key={route.path} path={route.path} element={<KeyedRoute route={route} />} />
        ))}
        <Route path="/login" element={<SignedInLoginRedirect />} />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
      <SessionGuard />
      <NavigationBridge />
      <LoginDialog />
      <ToastHost />
    </>
  );
}

export function App() {
  return (
    <Provider store={appStore}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
