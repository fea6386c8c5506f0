import { Navigate } from 'react-router-dom';

export interface LoginRedirectProps {
  signedIn?: boolean;
}

/**
 * Spec §4: /login is not a route. A signed-in visitor going there is sent to the site root; anyone else
 * falls through like every unknown path, to /home.
 */
export function LoginRedirect({ signedIn = false }: LoginRedirectProps) {
  return <Navigate to={signedIn ? '/' : '/home'} replace />;
}
