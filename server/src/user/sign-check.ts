import type { FastifyRequest } from 'fastify';
import { SIGN_MAX_SKEW_SECONDS, computeSign } from '@jincheng/shared/core';
import { ApiError } from '../http/envelope';
import { USER_CODES } from './codes';
import { safeEqual } from './secrets';

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Checks the `sign` header the web client computes with the same shared function, and refuses timestamps
 * further than 5 minutes from the server's clock, which bounds how long a captured request can be replayed.
 */
export function checkSignature(request: FastifyRequest, nowMs = Date.now()): void {
  const timestamp = header(request, 'timestamp');
  const sign = header(request, 'sign');
  const channel = header(request, 'channel');
  const version = header(request, 'version');
  if (!sign || !channel || !version || !/^\d{1,12}$/.test(timestamp)) {
    throw new ApiError(USER_CODES.badSign, '签名校验失败：缺少签名参数', 401);
  }
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGN_MAX_SKEW_SECONDS) {
    throw new ApiError(USER_CODES.staleTimestamp, '请求时间戳无效或已过期，请校准设备时间后重试', 401);
  }
  if (!safeEqual(sign.toLowerCase(), computeSign(channel, timestamp, version))) {
    throw new ApiError(USER_CODES.badSign, '签名校验失败', 401);
  }
}

export const tokenOf = (request: FastifyRequest) => header(request, 'token');
