import styles from './top-up.module.css';

/** The balance from the shared atom: the same number the header shows. */
export function BalanceCard({ balance }: { balance: number }) {
  return (
    <section className={styles.balance} aria-label="当前余额">
      <span className={styles.balanceLabel}>当前余额</span>
      <strong className={styles.balanceValue} data-testid="top-up-balance">
        {balance}
      </strong>
      <span className={styles.balanceUnit}>金币</span>
    </section>
  );
}
