/** The top-up centre's calls: the catalogue, an order, its payment state, the account's transactions. */
import {
  apiClient,
  createTopUpOrder,
  type CreateOrderInput,
  type TopUpOrder,
  fetchTopUpCatalogue,
  type TopUpCatalogue,
  queryPayState,
  type PayStateResult,
  fetchTransactions,
  type TransactionPage,
} from '@jincheng/shared';

/** Creates (or, for a repeated idempotency key, returns) the top-up order. */
export const createOrder = (input: CreateOrderInput): Promise<TopUpOrder> =>
  createTopUpOrder(apiClient(), input);

/** Packages, bonus coins, payment methods and whether the signed-in user still gets the first-order benefit. */
export const getCatalogue = (): Promise<TopUpCatalogue> => fetchTopUpCatalogue(apiClient());

export const getPayState = (orderNo: string): Promise<PayStateResult> =>
  queryPayState(apiClient(), { orderNo });

export const TRANSACTIONS_PAGE_SIZE = 10;

/** 账户明细, one page, newest first. */
export const getTransactions = (page: number): Promise<TransactionPage> =>
  fetchTransactions(apiClient(), { page, pageSize: TRANSACTIONS_PAGE_SIZE });
