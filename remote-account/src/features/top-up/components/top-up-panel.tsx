import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, LoadingState, useAccount, useViewer, type TopUpOrder } from '@jincheng/shared';
import { catalogueQuery } from '../api/queries';
import { BalanceCard } from './balance-card';
import { PayClosed } from './pay-closed';
import { PaymentPanel } from './payment-panel';
import { failedClasses, loadingClass } from './state-look';
import { TopUpForm } from './top-up-form';

/** The 充值 tab: balance, then either the form or the order being paid. */
export function TopUpPanel() {
  const balance = useAccount().data?.balance;
  const catalogue = useQuery(catalogueQuery(useViewer()));
  const [order, setOrder] = useState<TopUpOrder | null>(null);

  const restart = () => {
    setOrder(null);
    // The first-order benefit may have just been used.
    void catalogue.refetch();
  };

  let content;
  if (order) {
    const payLabel = catalogue.data?.payMethods.find((m) => m.method === order.payMethod)?.label ?? '';
    content = <PaymentPanel order={order} payLabel={payLabel} onRestart={restart} />;
  } else if (catalogue.data && !catalogue.data.payAvailable) {
    content = <PayClosed />;
  } else if (catalogue.data) {
    content = <TopUpForm catalogue={catalogue.data} onCreated={setOrder} />;
  } else if (catalogue.isError) {
    content = (
      <LoadFailed
        message="充值套餐加载失败"
        onRetry={() => void catalogue.refetch()}
        classes={failedClasses}
      />
    );
  } else {
    content = <LoadingState label="正在加载充值套餐…" className={loadingClass} />;
  }

  return (
    <>
      <BalanceCard balance={balance} />
      {content}
    </>
  );
}
