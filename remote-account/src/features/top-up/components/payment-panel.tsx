import { useCallback } from 'react';
import { toast, type PayStateResult, type TopUpOrder } from '@jincheng/shared';
import { usePayPolling } from '../hooks/use-pay-polling';
import { useRefreshBalance } from '../hooks/use-refresh-balance';
import { formatYuan } from '../lib/money';
import { PayResult } from './pay-result';
import styles from './payment.module.css';

export interface PaymentPanelProps {
  order: TopUpOrder;
  payLabel: string;
  /** Back to the packages (the order, if unpaid, simply expires). */
  onRestart: () => void;
}

/** While the payer is at the cashier: its QR code and link, and the pay state as it is polled. */
export function PaymentPanel({ order, payLabel, onRestart }: PaymentPanelProps) {
  const refreshBalance = useRefreshBalance();
  const onSettled = useCallback(
    (result: PayStateResult) => {
      if (result.state !== 'paid') return;
      void refreshBalance();
      toast.success(`充值成功，${result.coins} 金币已到账`);
    },
    [refreshBalance],
  );
  const { phase, result, retry } = usePayPolling(order.orderNo, onSettled);

  if (phase === 'settled' && result) return <PayResult result={result} onRestart={onRestart} />;
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.title}>
        请完成支付
      </h2>
      <p className={styles.meta}>
        {formatYuan(order.amountFen)} · {payLabel} · 到账 {order.coins} 金币
      </p>
      <div className={styles.body}>
        <img className={styles.qr} src={order.qrImage} width={180} height={180} alt="支付二维码" />
        <div className={styles.steps}>
          <p>支付页面已在新窗口打开，请在该页面完成支付；也可以使用手机扫描二维码支付。</p>
          <a className={styles.link} href={order.cashierUrl} target="_blank" rel="noopener noreferrer">
            打开支付页面
          </a>
          <p className={styles.waiting} role="status">
            {phase === 'polling' ? '正在等待支付结果…' : '暂未查询到支付结果'}
          </p>
          {phase === 'gave-up' && (
            <button type="button" className={styles.primary} onClick={retry}>
              仍未完成支付，点击重新查询
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={onRestart}>
            重新选择套餐
          </button>
        </div>
      </div>
      <p className={styles.orderNo}>订单号 {order.orderNo}</p>
    </section>
  );
}
