import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput, PayMethod, TopUpCatalogue, TopUpOrder } from '@jincheng/shared';
import { createOrder } from '../api/top-up-api';
import { openCashierWindow } from '../lib/cashier-window';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { FirstOrderBanner } from './first-order-banner';
import { OrderSummary } from './order-summary';
import { PackagePicker } from './package-picker';
import { PayMethodPicker } from './pay-method-picker';
import styles from './top-up.module.css';

export interface TopUpFormProps {
  catalogue: TopUpCatalogue;
  onCreated: (order: TopUpOrder) => void;
}

const NO_BONUS: Record<number, number> = {};

/** Package, payment method, summary and 立即充值, which creates the order and opens the cashier. */
export function TopUpForm({ catalogue, onCreated }: TopUpFormProps) {
  const { packages, payMethods, firstOrder } = catalogue;
  const [amountFen, setAmountFen] = useState(
    () => (packages.find((p) => p.tag === '热门') ?? packages[0])?.amountFen ?? 0,
  );
  const [payMethod, setPayMethod] = useState<PayMethod>(payMethods[0]?.method ?? 'wechat');
  // The order is a write (a mutation); never retried by the data layer, and the form stays busy after it
  // succeeded, while the page moves on to the payment.
  const create = useMutation({ mutationFn: (input: CreateOrderInput) => createOrder(input) });
  const submitting = create.isPending || create.isSuccess;
  // One key per purchase intent: a double click, or a retry after a network error, cannot make a second
  // order; choosing another package or method is a new intent.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const pickPackage = (value: number) => {
    setAmountFen(value);
    setIdempotencyKey(newIdempotencyKey());
  };
  const pickMethod = (value: PayMethod) => {
    setPayMethod(value);
    setIdempotencyKey(newIdempotencyKey());
  };

  const bonusByPackage = firstOrder.eligible ? catalogue.firstOrderBonus : NO_BONUS;
  const pkg = packages.find((p) => p.amountFen === amountFen);
  const payLabel = payMethods.find((m) => m.method === payMethod)?.label ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pkg || submitting) return;
    // Opened in the tap itself (a window opened after the request would be blocked as a popup).
    const cashier = openCashierWindow();
    create.mutate(
      { amountFen, payMethod, idempotencyKey },
      {
        onSuccess: (order) => {
          cashier.go(order.cashierUrl);
          onCreated(order);
        },
        // The shared client has shown why; the same key is reused if the user tries again.
        onError: () => cashier.close(),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="充值">
      <FirstOrderBanner benefit={firstOrder} />
      <PackagePicker
        packages={packages}
        firstOrderBonus={bonusByPackage}
        value={amountFen}
        onChange={pickPackage}
      />
      <PayMethodPicker methods={payMethods} value={payMethod} onChange={pickMethod} />
      {pkg && (
        <OrderSummary pkg={pkg} firstOrderBonus={bonusByPackage[pkg.amountFen] ?? 0} payLabel={payLabel} />
      )}
      <button type="submit" className={styles.submit} disabled={!pkg || submitting} aria-busy={submitting}>
        {submitting ? '正在创建订单…' : '立即充值'}
      </button>
    </form>
  );
}
