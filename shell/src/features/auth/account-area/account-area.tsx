import { lazy, Suspense } from 'react';
import { useSetAtom } from '../../../lib/app-jotai';
import { showLoginAtom, useViewer } from '@jincheng/shared';
import styles from './account-area.module.css';

// Only a signed-in visitor needs the menu (avatar, 余额, 充值, 退出登录): a visitor's first screen does not load it.
const AccountMenu = lazy(() =>
  import('../account-menu/account-menu').then((m) => ({ default: m.AccountMenu })),
);

/**
 * The right side of the header: 登录 for a visitor (opens the login dialog), the account menu when signed in.
 * The session lives in localStorage, so a server-rendered page shows 登录 and the hydrating render does too;
 * the avatar replaces it right after (once its small chunk is in), in the same reserved box
 * (header.module.css `.account`).
 */
export function AccountArea() {
  const token = useViewer();
  const showLogin = useSetAtom(showLoginAtom);
  if (token) {
    return (
      <Suspense fallback={<span className={styles.pending} aria-busy="true" aria-label="账户加载中" />}>
        <AccountMenu />
      </Suspense>
    );
  }
  return (
    <button type="button" className={styles.login} onClick={() => showLogin(true)}>
      登录
    </button>
  );
}
