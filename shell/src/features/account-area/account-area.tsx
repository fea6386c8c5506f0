import { useSetAtom } from '../../lib/app-jotai';
import { showLoginAtom, useViewer } from '@jincheng/shared';
import { AccountMenu } from '../auth/account-menu/account-menu';
import styles from './account-area.module.css';

/**
 * The right side of the header: 登录 for a visitor (opens the login dialog), the account menu when signed in.
 * The session lives in localStorage, so a server-rendered page shows 登录 and the hydrating render does too;
 * the avatar replaces it right after, in the same reserved box (header.module.css `.account`).
 */
export function AccountArea() {
  const token = useViewer();
  const showLogin = useSetAtom(showLoginAtom);
  if (token) return <AccountMenu />;
  return (
    <button type="button" className={styles.login} onClick={() => showLogin(true)}>
      登录
    </button>
  );
}
