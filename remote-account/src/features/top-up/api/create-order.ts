import { apiClient, createTopUpOrder, type CreateOrderInput, type TopUpOrder } from '@jincheng/shared';

/** Creates (or, for a repeated idempotency key, returns) the top-up order. */
export const createOrder = (input: CreateOrderInput): Promise<TopUpOrder> =>
  createTopUpOrder(apiClient(), input);
