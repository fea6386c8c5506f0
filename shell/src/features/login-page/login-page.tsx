import styles from './login-page.module.css';

/**
 * /loginPage: the full-page callback of the third-party (WeChat-style) sign-in, without header and footer.
 * Completing the sign-in arrives with the accounts release.
 */
export default function LoginPage() {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>锦城体育 · 登录</h1>
        <p className={styles.note}>第三方登录回调页。微信扫码登录随账户功能上线后在此完成。</p>
        <a href="/home">返回首页</a>
      </div>
    </div>
  );
}
