import type { TopUpPackage } from '@jincheng/shared';
import { formatYuan } from '../lib/money';
import styles from './top-up.module.css';

export interface OrderSummaryProps {
  pkg: TopUpPackage;
  firstOrderBonus: number;
  payLabel: string;
}

/** What the user pays and what arrives, line by line. */
export function OrderSummary({ pkg, firstOrderBonus, payLabel }: OrderSummaryProps) {
  const total = pkg.baseCoins + pkg.bonusCoins + firstOrderBonus;
  return (
    <section className={styles.summary} aria-label="订单摘要">
      <h2 className={styles.summaryTitle}>订单摘要</h2>
      <dl className={styles.lines}>
        <dt>支付金额</dt>
        <dd>{formatYuan(pkg.amountFen)}</dd>
        <dt>基础金币</dt>
        <dd>{pkg.baseCoins}</dd>
        {pkg.bonusCoins > 0 && (
          <>
            <dt>套餐赠送</dt>
            <dd>+{pkg.bonusCoins}</dd>
          </>
        )}
        {firstOrderBonus > 0 && (
          <>
            <dt>首单福利</dt>
            <dd className={styles.firstLine}>+{firstOrderBonus}</dd>
          </>
        )}
        <dt>支付方式</dt>
        <dd>{payLabel}</dd>
        <dt className={styles.totalLabel}>合计到账</dt>
        <dd className={styles.total}>{total} 金币</dd>
      </dl>
    </section>
  );
}
