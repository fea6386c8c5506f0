import { formatDate } from '@jincheng/shared/core';
import type { OrderRow } from '../orders-repo';
import { formatYuan, payMethodLabel } from '../packages';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface CashierPageInput {
  order: OrderRow;
  key: string;
  /** The QR code of this page's own URL (SVG markup made by the server). */
  qrSvg: string;
  /** A refusal to show above the order, e.g. when the notification was not accepted. */
  error?: string;
  /** This response's CSP style nonce (server/src/security/headers.ts). */
  styleNonce: string;
}

const BRAND = { wechat: '#07c160', alipay: '#1677ff' } as const;
const APP = { wechat: '微信', alipay: '支付宝' } as const;

/** What the page says once the order is no longer waiting for payment. */
function outcomeOf(order: OrderRow): { title: string; text: string; tone: 'ok' | 'bad' } | null {
  if (order.state === 'paid')
    return { title: '支付成功', text: `${order.coins} 金币已到账，请返回锦城体育查看。`, tone: 'ok' };
  if (order.state === 'closed') return { title: '已取消支付', text: '该订单已取消，未扣款。', tone: 'bad' };
  if (order.closeReason === 'expired')
    return { title: '订单已过期', text: '该订单超时未支付，已自动关闭，请返回重新下单。', tone: 'bad' };
  if (order.state === 'failed') return { title: '支付失败', text: '支付未完成，未扣款。', tone: 'bad' };
  return null;
}

/**
 * The stand-in for the payment provider's cashier (docs/topup.md): the amount, a QR code a phone could scan,
 * and 确认支付 / 取消. Confirming makes the server send itself the provider's signed notification.
 */
export function renderCashierPage({ order, key, qrSvg, error, styleNonce }: CashierPageInput): string {
  const method = payMethodLabel(order.payMethod);
  const outcome = outcomeOf(order);
  const action = (what: 'confirm' | 'cancel') =>
    `/userapi/pay/cashier/${encodeURIComponent(order.orderNo)}/${what}`;
  const form = (what: 'confirm' | 'cancel', label: string) => `
    <form method="post" action="${action(what)}">
      <input type="hidden" name="key" value="${escapeHtml(key)}">
      <button type="submit" class="${what}">${label}</button>
    </form>`;
  const body = outcome
    ? `<section class="outcome ${outcome.tone}" role="status">
        <h2>${outcome.title}</h2><p>${escapeHtml(outcome.text)}</p>
        <a href="/balanceTopUp">返回充值中心</a>
      </section>`
    : `<figure class="qr">${qrSvg}<figcaption>请使用手机${APP[order.payMethod]}扫码支付</figcaption></figure>
      <div class="actions">${form('confirm', '确认支付')}${form('cancel', '取消')}</div>
      ${order.expiresAt ? `<p class="note">请在 ${formatDate(order.expiresAt, 'HH:mm')} 前完成支付</p>` : ''}`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(method)}收银台 - 锦城体育</title>
<style nonce="${escapeHtml(styleNonce)}">
  body { margin: 0; font: 14px/1.6 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; background: #f2f3f5; color: #1f2329; }
  header { padding: 12px 16px; background: ${BRAND[order.payMethod]}; color: #fff; font-size: 16px; font-weight: 600; }
  main { max-width: 400px; margin: 16px auto; padding: 20px; background: #fff; border-radius: 8px; text-align: center; }
  h1 { margin: 0; font-size: 32px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 16px 0; text-align: left; font-size: 13px; }
  dt { color: #8f959e; } dd { margin: 0; word-break: break-all; }
  .qr { margin: 8px auto; } .qr svg { width: 180px; height: 180px; } figcaption { color: #8f959e; font-size: 12px; }
  .actions { display: flex; gap: 12px; margin-top: 16px; } .actions form { flex: 1; }
  button { width: 100%; padding: 10px; border: 1px solid #d0d3d6; border-radius: 6px; background: #fff; font-size: 16px; cursor: pointer; }
  button.confirm { border-color: ${BRAND[order.payMethod]}; background: ${BRAND[order.payMethod]}; color: #fff; }
  .note { color: #8f959e; font-size: 12px; }
  .error { padding: 8px; border-radius: 6px; background: #fdecec; color: #c0392b; }
  .outcome h2 { margin: 8px 0; } .outcome.ok h2 { color: #0b6b3a; } .outcome.bad h2 { color: #c0392b; }
  .demo { color: #8f959e; font-size: 12px; text-align: center; }
</style>
</head>
<body>
<header>${escapeHtml(method)} · 收银台</header>
<main>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <p>锦城体育 · 金币充值</p>
  <h1>${formatYuan(order.amountFen)}</h1>
  <dl>
    <dt>商品</dt><dd>锦城体育金币 ${order.coins} 个</dd>
    <dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd>
    <dt>创建时间</dt><dd>${formatDate(order.createdAt, 'YYYY-MM-DD HH:mm:ss')}</dd>
  </dl>
  ${body}
</main>
<p class="demo">本页面是本地演示环境中代替支付平台的收银台，不会产生真实扣款</p>
</body>
</html>`;
}

/** For a cashier link that is wrong or stale. */
export function renderCashierError(message: string, styleNonce: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>收银台 - 锦城体育</title>
<style nonce="${escapeHtml(styleNonce)}">body { font: 14px/1.6 sans-serif; text-align: center; padding: 48px 16px } h1 { font-size: 20px }</style></head>
<body>
<h1>无法打开收银台</h1><p role="alert">${escapeHtml(message)}</p>
<p><a href="/balanceTopUp">返回充值中心</a></p></body></html>`;
}
