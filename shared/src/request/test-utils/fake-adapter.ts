import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type Reply = { status?: number; data?: unknown } | { error: 'network' | 'timeout' };

/** An axios adapter that answers from a script and records what was sent; statuses outside 2xx reject as axios would. */
export function fakeAdapter(reply: Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if ('error' in reply) {
      throw reply.error === 'timeout'
        ? new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)
        : new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const status = reply.status ?? 200;
    const response = {
      data: reply.data,
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  return { adapter, seen };
}
