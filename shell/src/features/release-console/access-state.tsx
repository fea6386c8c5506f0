import { Link } from 'react-router-dom';
import { paths, showLoginAtom } from '@jincheng/shared';
import { useSetAtom } from '../../lib/app-jotai';
import styles from './release-console.module.css';

/** 401: not signed in (or the session ended). The login dialog fans use; the page reads again after it. */
export function SignInNeeded() {
  const showLogin = useSetAtom(showLoginAtom);
  return (
    <div className={styles.state} role="status">
      <p className={styles.stateTitle}>请使用运维账号登录</p>
      <p className={styles.muted}>
        发布控制台仅对运维账号开放：请在「密码登录」中输入运维账号的手机号和密码。
      </p>
      <button type="button" className={styles.primary} onClick={() => showLogin(true)}>
        登录
      </button>
    </div>
  );
}

/** 403: signed in, but the account is not an operator. */
export function OperatorsOnly() {
  return (
    <div className={styles.state} role="status">
      <p className={styles.stateTitle}>此页面仅限运维人员访问</p>
      <p className={styles.muted}>
        当前账号没有运维权限。如需使用，请联系管理员开通，或退出后使用运维账号登录。
      </p>
      <Link to={paths.home()} className={styles.primary}>
        返回首页
      </Link>
    </div>
  );
}
