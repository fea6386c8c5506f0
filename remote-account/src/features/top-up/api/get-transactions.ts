import { apiClient, fetchTransactions, type TransactionPage } from '@jincheng/shared';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** 账户明细, one page, newest first. */
export const getTransactions = (page: number): Promise<TransactionPage> =>
  fetchTransactions(apiClient(), { page, pageSize: TRANSACTIONS_PAGE_SIZE });
