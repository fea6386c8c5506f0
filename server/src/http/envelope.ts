import type { FastifyError, FastifyInstance } from 'fastify';
import { LOGIN_INVALID_CODE } from '@jincheng/shared/core';

/**
 * Every API answer is an envelope `{ retcode, retmsg, data }`. The client reads `retcode` (or `code`),
 * 200 meaning success; any other value carries a Chinese `retmsg` the client shows as is.
 */
export interface Envelope<T> {
  retcode: number;
  retmsg: string;
  data: T;
}

export function ok<T>(data: T, retmsg = '成功'): Envelope<T> {
  return { retcode: 200, retmsg, data };
}

/** A refusal the route handler raises on purpose; it becomes a 4xx envelope. */
export class ApiError extends Error {
  constructor(
    readonly retcode: number,
    message: string,
    readonly httpStatus = 400,
    /** What the client needs to go on (e.g. the challenge of a 1014 answer); null for most refusals. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A call that needs a user, made without one. Seed spec §8: 1000 means the login is invalid; the web client
 * logs out and goes to the site root (a 401 would only show its generic 认证失败 text).
 */
export const loginRequired = () => new ApiError(LOGIN_INVALID_CODE, '请先登录', 401);

/** Fastify errors (schema validation, bad JSON, bad multipart, oversized bodies) become 4xx envelopes. */
export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.httpStatus)
        .send({ retcode: error.retcode, retmsg: error.message, data: error.data });
    }
    if (isMalformedMultipart(error)) {
      return reply.status(400).send({ retcode: 400, retmsg: '请求体格式错误（multipart）', data: null });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ retcode: 500, retmsg: '服务器内部错误，请稍后再试', data: null });
    }
    const retmsg =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? tooLargeMessage(request.routeOptions.bodyLimit)
        : describeClientError(error);
    return reply.status(status).send({ retcode: status, retmsg, data: null });
  });
}

/** 413's message, with the route's limit (server/src/http/body-limits.ts). */
export function tooLargeMessage(limit: number | undefined): string {
  if (!limit) return '请求体过大，请精简内容后重试';
  const size = limit % 1024 === 0 ? `${limit / 1024} KB` : `${limit} 字节`;
  return `请求体过大（此接口最多 ${size}），请精简内容后重试`;
}

/** busboy throws plain errors (no status) for a multipart body it cannot parse: the client's fault, not ours. */
function isMalformedMultipart(error: Error): boolean {
  return /^Multipart: |^Unexpected end of (form|multipart)|^Malformed part header/.test(error.message);
}

function describeClientError(error: FastifyError): string {
  if (error.validation)
    return `参数错误：${error.validation.map((v) => fieldOf(v.instancePath, v.params)).join('、')}`;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return '不支持的请求格式';
  if (
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error instanceof SyntaxError
  )
    return '请求体不是合法的 JSON';
  return '请求无效';
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : '';
  const name = missing || instancePath.replace(/^\//, '') || '请求';
  return missing ? `缺少 ${name}` : `${name} 格式不正确`;
}
