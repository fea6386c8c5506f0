export { PAY_API, fetchTopUpCatalogue, createTopUpOrder, fetchTransactions } from './pay-api';
export type {
  TopUpPackage,
  FirstOrderBenefit,
  PayMethodOption,
  TopUpCatalogue,
  CreateOrderInput,
  TopUpOrder,
  TransactionsQuery,
  TransactionKind,
  Transaction,
  TransactionPage,
} from './types';
