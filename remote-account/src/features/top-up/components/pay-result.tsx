import { Link, useSearchParams } from 'react-router-dom';
import { safeReturnPath, type PayStateResult } from '@jincheng/shared';
import styles from './payment.module.css';

export interface PayResultProps {
  result: PayStateResult;
  onRestart: () => void;
}

function describe(r: PayStateResult): { title: string; text: string; ok: boolean } {
  if (r.state === 'paid') {
    const first = r.firstOrderBonus > 0 ? `（含首单福利 ${r.firstOrderBonus} 金币）` : '';
    return { title: '支付成功', text: `${r.coins} 金币已到账${first}。`, ok: true };
  }
  if (r.state === 'closed') return { title: '已取消', text: '订单已取消，余额未变动。', ok: false };
  if (r.closeReason === 'expired')
    return { title: '支付失败', text: '订单已过期（超过 15 分钟未支付），余额未变动。', ok: false };
  return { title: '支付失败', text: '支付未完成，余额未变动。', ok: false };
}

/** The order's outcome: 支付成功 / 支付失败 / 已取消, announced to screen readers. */
export function PayResult({ result, onRestart }: PayResultProps) {
  const { title, text, ok } = describe(result);
  // Sent here from a purchase the balance was short for (?back=, a path of this site only): the way back.
  const back = safeReturnPath(useSearchParams()[0].get('back'), '');
  return (
    <section className={styles.result} role="status" aria-live="polite">
      <span className={`${styles.resultMark} ${ok ? styles.ok : styles.bad}`} aria-hidden="true">
        {ok ? '✓' : '!'}
      </span>
      <h2 className={styles.resultTitle}>{title}</h2>
      <p className={styles.resultText}>{text}</p>
      <p className={styles.orderNo}>订单号 {result.orderNo}</p>
      {ok && back ? (
        <Link className={styles.primary} to={back}>
          返回继续购买
        </Link>
      ) : null}
      <button type="button" className={ok && back ? styles.secondary : styles.primary} onClick={onRestart}>
        {ok ? '继续充值' : '重新充值'}
      </button>
    </section>
  );
}
