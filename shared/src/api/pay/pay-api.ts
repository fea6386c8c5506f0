import type { RequestClient } from '../../request';
import type {
  CreateOrderInput,
  TopUpCatalogue,
  TopUpOrder,
  TransactionPage,
  TransactionsQuery,
} from './types';

/** The top-up calls beyond the spec's pay/query/state (which lives in api/user as `queryPayState`). */
export const PAY_API = {
  catalogue: '/userapi/pay/packages',
  createOrder: '/userapi/pay/order/create',
  transactions: '/userapi/pay/transactions',
} as const;

/** Packages, bonus coins, payment methods and whether the first-order benefit still applies. */
export const fetchTopUpCatalogue = (client: RequestClient) => client.post<TopUpCatalogue>(PAY_API.catalogue);

export const createTopUpOrder = (client: RequestClient, body: CreateOrderInput) =>
  client.post<TopUpOrder>(PAY_API.createOrder, { ...body }, { json: true });

/** 账户明细: the signed-in user's balance moves, newest first. */
export const fetchTransactions = (client: RequestClient, query: TransactionsQuery) =>
  client.post<TransactionPage>(PAY_API.transactions, { ...query }, { json: true });
