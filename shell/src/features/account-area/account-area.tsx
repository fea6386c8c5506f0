import { useAtomValue, useSetAtom } from 'jotai';
import { showLoginAtom, tokenAtom } from '@jincheng/shared';
import { AccountMenu } from '../auth/account-menu/account-menu';
import styles from './account-area.module.css';

/** The right side of the header: 登录 for a visitor (opens the login dialog), the account menu when signed in. */
export function AccountArea() {
  const token = useAtomValue(tokenAtom);
  const showLogin = useSetAtom(showLoginAtom);
  if (token) return <AccountMenu />;
  return (
    <button type="button" className={styles.login} onClick={() => showLogin(true)}>
      登录
    </button>
  );
}
