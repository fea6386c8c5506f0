import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderService } from './order-service';
import type { OrderRow } from './orders-repo';

/** Where the payer pays an order: a page to open and the text its QR code carries. */
export interface Checkout {
  cashierUrl: string;
  qrText: string;
}

/**
 * A payment provider: the provider interface of the top-up flow (docs/topup.md). The stand-in
 * (standin-provider.ts) plays the cashier on this server; a real one (WeChat Pay, Alipay) is a new file
 * that opens its checkout and registers its notification route, chosen in server/src/providers.ts. Coins
 * are only ever credited through `orders.applyNotification`, once per order.
 */
export interface PayProvider {
  readonly name: string;
  checkout(order: OrderRow, request: FastifyRequest): Promise<Checkout>;
  /** The provider's routes (prefix /userapi): its notification callback, and any pages it serves. */
  register(scope: FastifyInstance, orders: OrderService): void | Promise<void>;
  /** Paths of those routes that carry no web sign (callbacks, pages a browser opens). */
  readonly unsignedPaths: readonly string[];
}
