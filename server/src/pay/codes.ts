import { ApiError } from '../http/envelope';

/**
 * Business codes of the top-up flow (docs/topup.md). 1404 is shared with the user module's catalogue
 * (docs/userapi.md); the rest are new and sit in the 102x block.
 */
export const PAY_CODES = {
  orderNotFound: 1404,
  invalidPackage: 1020,
  idempotencyConflict: 1021,
  orderNotPayable: 1022,
  badNotifySign: 1023,
  amountMismatch: 1024,
  /** No payment provider is configured (production without one). */
  payUnavailable: 1025,
} as const;

export const payUnavailable = () =>
  new ApiError(PAY_CODES.payUnavailable, '充值通道暂未开放，请稍后再试', 503);

export const orderNotFound = (orderNo: string) =>
  new ApiError(PAY_CODES.orderNotFound, `订单不存在：${orderNo}`, 404);
