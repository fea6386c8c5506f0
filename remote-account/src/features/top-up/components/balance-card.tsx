import styles from './top-up.module.css';

/** The balance from the shared account query: the same number the header shows (— until it is read). */
export function BalanceCard({ balance }: { balance: number | undefined }) {
  return (
    <section className={styles.balance} aria-label="当前余额">
      <span className={styles.balanceLabel}>当前余额</span>
      <strong className={styles.balanceValue} data-testid="top-up-balance" aria-busy={balance === undefined}>
        {balance ?? '—'}
      </strong>
      <span className={styles.balanceUnit}>金币</span>
    </section>
  );
}
