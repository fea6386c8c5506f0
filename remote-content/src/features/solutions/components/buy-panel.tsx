import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  apiClient,
  fetchTopUpCatalogue,
  paths,
  STALE_TIME,
  useAccount,
  useViewer,
  type BuySolutionData,
} from '@jincheng/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useBuySolution } from '../hooks/use-buy-solution';
import styles from './solution.module.css';

export interface BuyPanelProps {
  solutionId: number;
  title: string;
  price: number;
  onBought: (data: BuySolutionData) => void;
}

/** The top-up page, told to offer the way back to this page once the coins are in. */
function useTopUpHere(): string {
  const { pathname, search } = useLocation();
  return `${paths.balanceTopUp()}?back=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Whether coins can be bought at all (production without a pay provider cannot): the top-up centre's
 * catalogue, under its own key so either screen reuses the other's answer. Asked only when it matters.
 */
function usePayAvailable(enabled: boolean): boolean | undefined {
  const viewer = useViewer();
  const catalogue = useQuery({
    queryKey: ['account', 'catalogue', { viewer }] as const,
    queryFn: () => fetchTopUpCatalogue(apiClient()),
    staleTime: STALE_TIME.account,
    enabled,
  });
  return catalogue.data?.payAvailable;
}

/** The locked analysis: price, 购买 (login for visitors), the confirm dialog and the 余额不足 message. */
export function BuyPanel({ solutionId, title, price, onBought }: BuyPanelProps) {
  const balance = useAccount().data?.balance;
  const flow = useBuySolution(solutionId, onBought);
  const navigate = useNavigate();
  const topUpHere = useTopUpHere();
  const asking = flow.phase === 'confirming' || flow.phase === 'buying';
  // Known to be short before paying: the dialog offers the top-up instead of a payment that would be refused.
  const short = asking && balance !== undefined && balance < price;
  const short402 = flow.phase === 'insufficient';
  const payAvailable = usePayAvailable(short || short402);
  return (
    <section className={styles.lock} aria-label="付费分析">
      <p>完整分析与推荐结果需购买后查看</p>
      <span className={styles.price}>{price} 金币</span>
      <button type="button" className={styles.buy} onClick={flow.start}>
        购买方案（{price} 金币）
      </button>
      {short402 ? (
        <p className={styles.refusal} role="alert">
          {flow.refusal || '余额不足'}，本方案需要 {price} 金币。
          {payAvailable === false ? '充值通道暂未开放。' : <Link to={topUpHere}>去充值</Link>}
        </p>
      ) : null}
      {asking && !short ? (
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
      {short ? (
        <ConfirmDialog
          title="余额不足"
          confirmLabel={payAvailable === false ? '知道了' : '去充值'}
          onConfirm={payAvailable === false ? flow.cancel : () => navigate(topUpHere)}
          onCancel={flow.cancel}
        >
          <p>
            购买「{title}」需要 <b>{price} 金币</b>，当前余额 {balance} 金币，还差 {price - balance} 金币。
          </p>
          <p>
            {payAvailable === false
              ? '充值通道暂未开放，暂时无法充值金币。'
              : '充值到账后可返回本页继续购买。'}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
