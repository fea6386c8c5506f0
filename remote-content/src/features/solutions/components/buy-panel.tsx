import { Link } from 'react-router-dom';
import { paths, useAccount, type BuySolutionData } from '@jincheng/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useBuySolution } from '../hooks/use-buy-solution';
import styles from './solution.module.css';

export interface BuyPanelProps {
  solutionId: number;
  title: string;
  price: number;
  onBought: (data: BuySolutionData) => void;
}

/** The locked analysis: price, 购买 (login for visitors), the confirm dialog and the 余额不足 message. */
export function BuyPanel({ solutionId, title, price, onBought }: BuyPanelProps) {
  const balance = useAccount().data?.balance;
  const flow = useBuySolution(solutionId, onBought);
  return (
    <section className={styles.lock} aria-label="付费分析">
      <p>完整分析与推荐结果需购买后查看</p>
      <span className={styles.price}>{price} 金币</span>
      <button type="button" className={styles.buy} onClick={flow.start}>
        购买方案（{price} 金币）
      </button>
      {flow.phase === 'insufficient' ? (
        <p className={styles.refusal} role="alert">
          {flow.refusal || '余额不足'}，本方案需要 {price} 金币。<Link to={paths.balanceTopUp()}>去充值</Link>
        </p>
      ) : null}
      {flow.phase === 'confirming' || flow.phase === 'buying' ? (
        <ConfirmDialog
          title="确认购买"
          confirmLabel={`支付 ${price} 金币`}
          busy={flow.phase === 'buying'}
          onConfirm={flow.confirm}
          onCancel={flow.cancel}
        >
          <p>
            购买「{title}」，将从余额中扣除 <b>{price} 金币</b>。
          </p>
          <p>{balance === undefined ? '当前余额：正在读取…' : `当前余额：${balance} 金币`}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
