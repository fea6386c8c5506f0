import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FastifyInstance } from 'fastify';

/**
 * The request client's transport while rendering on the server: the API calls a route's prefetch makes go
 * through Fastify's in-process injection (light-my-request), not a socket back to this same server — same
 * routes, hooks and answers, no connection of its own under load.
 */
export function injectAdapter(app: FastifyInstance): AxiosAdapter {
  return async (config) => {
    const url = axios.getUri({ ...config, baseURL: '' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const answer = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url,
      headers,
      ...(typeof config.data === 'string' ? { payload: config.data } : {}),
    });
    let data: unknown = answer.payload;
    try {
      data = JSON.parse(answer.payload);
    } catch {
      // Not JSON: the client treats it as a transport failure.
    }
    const response: AxiosResponse = {
      data,
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: AxiosHeaders.from(answer.headers as Record<string, string>),
      config,
      request: {},
    };
    const valid = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (!valid(answer.statusCode)) {
      throw new AxiosError(
        `Request failed with status code ${answer.statusCode}`,
        answer.statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
}
