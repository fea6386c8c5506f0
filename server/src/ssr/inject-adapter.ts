import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FastifyInstance } from 'fastify';

/** An API request of a server render, as it crosses from the render thread to the server (structured-clonable). */
export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The server's answer to it. */
export interface Transported {
  statusCode: number;
  statusMessage: string;
  headers: Record<string, unknown>;
  payload: string;
}

/** How a render's API requests reach the server's routes. */
export type Transport = (request: TransportRequest) => Promise<Transported>;

/**
 * The server's side: Fastify's in-process injection (light-my-request), not a socket back to this same
 * server — same routes, hooks and answers, no connection of its own under load.
 */
export function injectTransport(app: FastifyInstance): Transport {
  return async (request) => {
    const answer = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return {
      statusCode: answer.statusCode,
      statusMessage: answer.statusMessage,
      headers: { ...answer.headers },
      payload: answer.payload,
    };
  };
}

/** The request client's transport while rendering on the server: every API call goes through `send`. */
export function transportAdapter(send: Transport): AxiosAdapter {
  return async (config) => {
    const url = axios.getUri({ ...config, baseURL: '' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const answer = await send({
      method: (config.method ?? 'get').toUpperCase(),
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
