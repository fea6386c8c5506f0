import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { appStore, logout, setUserInfo, useUserInfo } from '@jincheng/shared';

/**
 * The navigation guard of spec §4: signed in, the user information is read (`userInfoQuery`, once per
 * session); if that first read fails the session is logged out, the error shown (the request layer toasts
 * it) and the visitor sent to /. A later background read that fails keeps the session and the profile.
 */
export function SessionGuard() {
  const navigate = useNavigate();
  const info = useUserInfo();
  const failed = info.isError && info.data === undefined;

  useEffect(() => {
    // The userId of spec §3, and the profile for remotes that read it from the store (`userInfoAtom`).
    if (info.data) setUserInfo(info.data, appStore);
  }, [info.data]);

  useEffect(() => {
    if (!failed) return;
    logout(appStore);
    navigate('/');
  }, [failed, navigate]);

  return null;
}
