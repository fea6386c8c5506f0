import type { Transaction, TransactionKind } from '@jincheng/shared/core';
import type { LedgerRow } from '../user';
import type { OrderRow } from './orders-repo';
import { formatYuan, payMethodLabel } from './packages';

/**
 * Turns ledger rows into readable lines of 账户明细. The ledger belongs to the user module; other modules
 * write to it with their own `reason` and `ref` (the sport module: `购买方案 <id>`), so anything unknown
 * still gets a neutral description.
 */
export function describeLedger(rows: LedgerRow[], ordersByNo: Map<string, OrderRow>): Transaction[] {
  return rows.map((row) => {
    const base = { id: row.id, delta: row.delta, balanceAfter: row.balanceAfter, createdAt: row.createdAt };
    const order = row.reason === 'top-up' && row.ref ? ordersByNo.get(row.ref) : undefined;
    if (order) return { ...base, kind: 'top-up', title: topUpTitle(order), detail: topUpDetail(order) };
    return { ...base, ...describeOther(row) };
  });
}

const topUpTitle = (o: OrderRow) => `充值 ${formatYuan(o.amountFen)}（${payMethodLabel(o.payMethod)}）`;

function topUpDetail(o: OrderRow): string {
  const parts = [
    o.bonusCoins > 0 ? `赠送 ${o.bonusCoins} 金币` : '',
    o.firstOrderBonus > 0 ? `首单福利 ${o.firstOrderBonus} 金币` : '',
  ].filter(Boolean);
  return `订单 ${o.orderNo}${parts.length ? `，含${parts.join('、')}` : ''}`;
}

/** The sport module's solution purchases: reason `购买方案 <id>`, ref `sport-solution-<user>-<id>`. */
const isSolutionPurchase = (row: LedgerRow) =>
  row.reason.startsWith('solution') ||
  row.reason.startsWith('购买方案') ||
  (row.ref ?? '').startsWith('sport-solution-');

function describeOther(row: LedgerRow): { kind: TransactionKind; title: string; detail: string } {
  const id = /(\d+)$/.exec(row.ref ?? '')?.[1];
  if (isSolutionPurchase(row))
    return { kind: 'purchase', title: '购买方案', detail: id ? `方案编号 ${id}` : '' };
  if (row.reason === 'top-up')
    return { kind: 'top-up', title: '充值', detail: row.ref ? `订单 ${row.ref}` : '' };
  if (row.reason === 'demo-seed') return { kind: 'gift', title: '体验账户赠送金币', detail: '' };
  // A module that writes a readable Chinese reason is shown as it wrote it.
  if (/[^\p{ASCII}]/u.test(row.reason)) return { kind: 'other', title: row.reason.slice(0, 40), detail: '' };
  return row.delta >= 0
    ? { kind: 'other', title: '金币入账', detail: '' }
    : { kind: 'other', title: '金币支出', detail: '' };
}
