import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { UserService } from '../user';
import { tokenOf } from '../user';
import type { OrderService } from './order-service';
import type { PayProvider } from './pay-provider';

/** Everything the pay routes share, built once per app. */
export interface PayDeps {
  orders: OrderService;
  users: UserService;
  /** null: no payment provider (production without one) — orders are refused with 1025. */
  provider: PayProvider | null;
  /** The signed-in user of this request, or the code-1000 error. */
  requireUser(request: FastifyRequest): Promise<number>;
  /** The signed-in user, or null for a visitor. */
  userOf(request: FastifyRequest): Promise<number | null>;
  qrSvg(text: string): Promise<string>;
}

/** What the stand-in provider's cashier and notification routes share. */
export interface StandinPayDeps {
  orders: OrderService;
  /** Shared with the (stand-in) payment provider: signs notifications and cashier links. */
  providerSecret: string;
  /** The cashier page of an order, absolute on the host the request came to (a phone scans it). */
  cashierUrl(request: FastifyRequest, orderNo: string): string;
  qrSvg(text: string): Promise<string>;
}

export const qrSvg = (text: string) =>
  QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

export function createPayDeps(
  orders: OrderService,
  users: UserService,
  provider: PayProvider | null,
): PayDeps {
  return {
    orders,
    users,
    provider,
    requireUser: (request) => users.requireUserId(tokenOf(request)),
    userOf: (request) => users.userIdFromToken(tokenOf(request)),
    qrSvg,
  };
}
