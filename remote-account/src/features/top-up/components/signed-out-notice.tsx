import { useEffect } from 'react';
import { useShowLogin } from '@jincheng/shared';
import styles from './notice.module.css';

/** A visitor: say why there is nothing to top up yet and open the login dialog (once on arrival, or on click). */
export function SignedOutNotice() {
  const [, setShowLogin] = useShowLogin();
  useEffect(() => setShowLogin(true), [setShowLogin]);

  return (
    <section className={styles.notice} aria-labelledby="top-up-signed-out">
      <h2 id="top-up-signed-out" className={styles.title}>
        登录后即可充值
      </h2>
      <p className={styles.text}>
        金币用于解锁专家方案等付费内容。登录后可在这里充值金币、查看账户明细；新用户首次充值成功还可享受首单福利，额外赠送金币。
      </p>
      <button type="button" className={styles.login} onClick={() => setShowLogin(true)}>
        登录 / 注册
      </button>
    </section>
  );
}
