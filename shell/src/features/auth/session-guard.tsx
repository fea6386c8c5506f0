import { useEffect } from 'react';
import { useAtomValue } from '../../lib/app-jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  apiClient,
  appStore,
  fetchUserInfo,
  logout,
  setUserInfo,
  tokenAtom,
  userIdAtom,
} from '@jincheng/shared';

/**
 * The navigation guard of spec §4: when signed in (a token is present) and the userId is empty, fetch the
 * user information; on failure log out, show the error (the request layer toasts it) and go to /.
 */
export function SessionGuard() {
  const token = useAtomValue(tokenAtom);
  const userId = useAtomValue(userIdAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token || userId) return;
    let live = true;
    fetchUserInfo(apiClient())
      .then((info) => live && setUserInfo(info, appStore))
      .catch(() => {
        if (!live) return;
        logout(appStore);
        navigate('/');
      });
    return () => {
      live = false;
    };
  }, [token, userId, pathname, navigate]);

  return null;
}
