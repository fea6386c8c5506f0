import { useSession } from '@jincheng/shared';
import { AccountTabs } from './components/account-tabs';
import { SignedOutNotice } from './components/signed-out-notice';
import styles from './top-up-page.module.css';

/** /balanceTopUp — 充值中心（首单福利）: top up coins and read the account history (docs/topup.md). */
export default function TopUpPage() {
  const { isSignedIn } = useSession();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>充值中心（首单福利）</h1>
      {isSignedIn ? <AccountTabs /> : <SignedOutNotice />}
    </div>
  );
}
