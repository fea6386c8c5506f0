import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { UserService } from '../user';
import { tokenOf } from '../user';
import { cashierKey } from './notify-signature';
import type { OrderService } from './order-service';

/** Everything the pay routes share, built once per app. */
export interface PayDeps {
  orders: OrderService;
  users: UserService;
  /** Shared with the (stand-in) payment provider: signs notifications and cashier links. */
  providerSecret: string;
  /** The signed-in user of this request, or the code-1000 error. */
  requireUser(request: FastifyRequest): number;
  /** The signed-in user, or null for a visitor. */
  userOf(request: FastifyRequest): number | null;
  /** The cashier page of an order, absolute on the host the request came to (a phone scans it). */
  cashierUrl(request: FastifyRequest, orderNo: string): string;
  qrSvg(text: string): Promise<string>;
}

export function createPayDeps(orders: OrderService, users: UserService, providerSecret: string): PayDeps {
  return {
    orders,
    users,
    providerSecret,
    requireUser: (request) => users.requireUserId(tokenOf(request)),
    userOf: (request) => users.userIdFromToken(tokenOf(request)),
    cashierUrl: (request, orderNo) =>
      `${request.protocol}://${request.host}/userapi/pay/cashier/${orderNo}?key=${cashierKey(orderNo, providerSecret)}`,
    qrSvg: (text) => QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}
