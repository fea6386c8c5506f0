import { Link } from 'react-router-dom';
import styles from './notice.module.css';

/**
 * The server has no payment provider (production without one): say so plainly instead of offering a form
 * whose order would be refused, and point to what still works.
 */
export function PayClosed() {
  return (
    <section className={`${styles.notice} ${styles.belowBalance}`} aria-labelledby="pay-closed-title">
      <h2 id="pay-closed-title" className={styles.title}>
        充值通道暂未开放
      </h2>
      <p className={styles.text}>
        在线支付尚未接入，暂时无法充值金币。你的余额不受影响，已购买的方案可以照常查看。
      </p>
      <Link className={styles.link} to="?tab=history" replace>
        查看账户明细
      </Link>
    </section>
  );
}
