import { apiClient, queryPayState, type PayStateResult } from '@jincheng/shared';

export const getPayState = (orderNo: string): Promise<PayStateResult> =>
  queryPayState(apiClient(), { orderNo });
