import crypto from 'node:crypto';
import { safeEqual } from '../user/secrets';

/** What the payment provider posts to /userapi/pay/notify (docs/topup.md). */
export interface PayNotification {
  orderNo: string;
  /** The provider's own transaction number. */
  tradeNo: string;
  amountFen: number;
  tradeStatus: 'SUCCESS' | 'FAIL';
  /** Epoch ms at the provider. */
  notifyTime: number;
  nonce: string;
}

export interface SignedNotification extends PayNotification {
  /** HMAC-SHA256 (hex) of the canonical string with the provider secret. */
  sign: string;
}

/** `key=value` pairs sorted by key and joined with `&`, `sign` left out, as providers specify. */
export function canonicalString(fields: PayNotification): string {
  return (Object.keys(fields) as (keyof PayNotification)[])
    .filter((key) => (key as string) !== 'sign')
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
}

const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

export function signNotification(fields: PayNotification, secret: string): SignedNotification {
  return { ...fields, sign: hmac(secret, canonicalString(fields)) };
}

export function verifyNotification(signed: SignedNotification, secret: string): boolean {
  const { sign, ...fields } = signed;
  return safeEqual(sign.toLowerCase(), hmac(secret, canonicalString(fields)));
}

/**
 * The cashier page's capability: only whoever got the order's cashier URL (the payer, or a phone scanning its
 * QR) can confirm or cancel it, so order numbers alone cannot be used to cancel other people's orders.
 */
export const cashierKey = (orderNo: string, secret: string) =>
  hmac(secret, `cashier:${orderNo}`).slice(0, 32);

export const isCashierKey = (orderNo: string, key: string, secret: string) =>
  safeEqual(key, cashierKey(orderNo, secret));
