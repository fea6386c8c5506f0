import { ApiError } from '../http/envelope';

/**
 * Business codes of /userapi beyond 200. 1000 is the spec's "login invalid" (the client logs out);
 * 401/403/404 are shown by the client with its own fixed wording, so refusals whose text matters use 1xxx.
 */
export const USER_CODES = {
  badSign: 401,
  staleTimestamp: 4011,
  loginInvalid: 1000,
  wrongCredentials: 1001,
  codeWrong: 1002,
  codeExpired: 1003,
  codeLocked: 1004,
  smsTooFrequent: 1005,
  /** Throttled (server/src/security/throttle.ts): 操作过于频繁，请 N 秒后再试, HTTP 429. */
  throttled: 1006,
  wechatCodeInvalid: 1007,
  revokeRefused: 1008,
  accountClosed: 1009,
  insufficientBalance: 1010,
  friendInvalid: 1011,
  /** No SMS provider is configured (production without one): 短信服务暂未开放. */
  smsUnavailable: 1012,
  /** No WeChat provider is configured: 微信登录暂未开放. */
  wechatUnavailable: 1013,
  /**
   * A sign-in or SMS send needs a solved proof-of-work challenge first (docs/userapi.md, "Throttling"): HTTP
   * 403, the challenge in `data.challenge`; the client solves it and sends the call again with `altcha`.
   */
  challengeRequired: 1014,
  /** Password change: the current password is wrong (counted by the throttle). */
  currentPasswordWrong: 1031,
  /** Password change: the new password is the current one. */
  passwordUnchanged: 1032,
  /** Password change: the account has no password (made by SMS or WeChat); reset sets one. */
  noPasswordYet: 1033,
  orderNotFound: 1404,
} as const;

export const loginInvalid = (message = '登录状态已失效，请重新登录') =>
  new ApiError(USER_CODES.loginInvalid, message, 401);

export const wrongCredentials = () => new ApiError(USER_CODES.wrongCredentials, '手机号或密码错误', 401);
