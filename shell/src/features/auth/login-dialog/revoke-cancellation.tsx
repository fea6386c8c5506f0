import { apiClient, cancelLogout, formatDate, type CancellationPending } from '@jincheng/shared';
import { useLogin } from './complete-login';
import styles from './login-dialog.module.css';

export interface RevokeCancellationProps {
  pending: CancellationPending;
  onBack: () => void;
}

/** Spec §4: the account is in its cancellation period — offer to revoke it (CancelLogout) and sign in. */
export function RevokeCancellation({ pending, onBack }: RevokeCancellationProps) {
  // Revoking signs in (and reloads the page): busy from the tap until then, or until it failed.
  const login = useLogin(() => undefined);
  const busy = login.isPending || login.isSuccess;
  const revoke = () => login.mutate(() => cancelLogout(apiClient(), pending.userId, pending.cancelTicket));
  return (
    <div className={styles.revoke} role="group" aria-labelledby="revoke-title">
      <p id="revoke-title" className={styles.revokeTitle}>
        该账号处于注销冷静期
      </p>
      <p className={styles.hint}>
        账号将于 {formatDate(pending.logoutTime, 'YYYY-MM-DD HH:mm')}{' '}
        正式注销。撤销注销后，账号与余额将恢复正常使用。
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={revoke} disabled={busy}>
          {busy ? '正在撤销…' : '撤销注销并登录'}
        </button>
        <button type="button" className={styles.secondary} onClick={onBack} disabled={busy}>
          暂不撤销
        </button>
      </div>
    </div>
  );
}
