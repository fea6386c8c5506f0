import { matchPath } from 'react-router-dom';
import { ROUTES, type RemoteName } from '@jincheng/shared';

/** The remote whose screen `pathname` shows, or undefined for the shell's own screens and unknown paths. */
export function remoteOfPath(pathname: string): RemoteName | undefined {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route && route.owner !== 'shell' ? route.owner : undefined;
}
