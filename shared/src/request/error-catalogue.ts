/**
 * The response-code catalogue of seed spec §8 as data, so the client's interceptor and its tests read the
 * same table. Pure: no axios, no toast, no storage.
 */
export const SUCCESS_CODE = 200;
export const LOGIN_INVALID_CODE = 1000;

export const MESSAGES = {
  401: '认证失败，无法访问系统资源',
  403: '当前操作没有权限',
  404: '访问资源不存在',
  default: '网络问题，请稍后再试',
  loginInvalid: '登录状态已失效，请重新登录',
  network: '网络问题，请稍后再试',
} as const;

/** Codes whose message is fixed by the client whatever the server says. */
const FIXED_MESSAGES: Readonly<Record<number, string>> = {
  401: MESSAGES[401],
  403: MESSAGES[403],
  404: MESSAGES[404],
};

export type Outcome =
  | { kind: 'ok' }
  | { kind: 'login-invalid'; code: number; message: string }
  | { kind: 'error'; code: number; message: string };

/** What the answer body says about itself: code from `retcode` or `code` (default 200), message from `retmsg` or `msg`. */
export interface EnvelopeLike {
  retcode?: unknown;
  code?: unknown;
  retmsg?: unknown;
  msg?: unknown;
  data?: unknown;
}

export function readCode(body: EnvelopeLike | null | undefined): number {
  const raw = body?.retcode ?? body?.code;
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof code === 'number' && Number.isFinite(code) ? code : SUCCESS_CODE;
}

export function readServerMessage(body: EnvelopeLike | null | undefined): string | undefined {
  const msg = body?.retmsg ?? body?.msg;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : undefined;
}

/** True when a body looks like one of our envelopes (so an HTTP error status still carries a business answer). */
export function isEnvelope(body: unknown): body is EnvelopeLike {
  return typeof body === 'object' && body !== null && ('retcode' in body || 'code' in body);
}

/** Maps an answer body to what the client must do with it. */
export function classify(body: EnvelopeLike | null | undefined): Outcome {
  const code = readCode(body);
  if (code === SUCCESS_CODE) return { kind: 'ok' };
  if (code === LOGIN_INVALID_CODE) return { kind: 'login-invalid', code, message: MESSAGES.loginInvalid };
  const message = FIXED_MESSAGES[code] ?? readServerMessage(body) ?? MESSAGES.default;
  return { kind: 'error', code, message };
}
