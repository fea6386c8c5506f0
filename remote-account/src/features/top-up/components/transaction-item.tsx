import { formatDate, type Transaction } from '@jincheng/shared';
import { signedCoins } from '../lib/money';
import styles from './transactions.module.css';

export function TransactionItem({ item }: { item: Transaction }) {
  return (
    <li className={styles.item}>
      <div className={styles.what}>
        <span className={styles.itemTitle}>{item.title}</span>
        {item.detail && <span className={styles.detail}>{item.detail}</span>}
        <time className={styles.time} dateTime={new Date(item.createdAt).toISOString()}>
          {formatDate(item.createdAt, 'YYYY-MM-DD HH:mm:ss')}
        </time>
      </div>
      <div className={styles.amounts}>
        <span className={item.delta > 0 ? styles.income : styles.spend}>{signedCoins(item.delta)} 金币</span>
        <span className={styles.after}>余额 {item.balanceAfter}</span>
      </div>
    </li>
  );
}
