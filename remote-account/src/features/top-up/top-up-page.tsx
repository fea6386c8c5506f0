import { useViewer } from '@jincheng/shared';
import { AccountTabs } from './components/account-tabs';
import { SignedOutNotice } from './components/signed-out-notice';
import styles from './top-up-page.module.css';

/**
 * /balanceTopUp — 充值中心（首单福利）: top up coins and read the account history (docs/topup.md). The session
 * lives in the browser, so the server (and the hydrating render) shows the signed-out notice.
 */
export default function TopUpPage() {
  const isSignedIn = useViewer() !== '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>充值中心（首单福利）</h1>
      {isSignedIn ? <AccountTabs /> : <SignedOutNotice />}
    </div>
  );
}
