export { apiClient, configureApiClient } from './api-client';
export { createRequestClient, REQUEST_TIMEOUT_MS } from './client';
export type { RequestClient, RequestClientOptions, CallOptions, NotifyOptions } from './client';
export { RequestError } from './request-error';
export type { RequestErrorKind } from './request-error';
export {
  MESSAGES,
  classify,
  readCode,
  readServerMessage,
  SUCCESS_CODE,
  LOGIN_INVALID_CODE,
} from './error-catalogue';
export type { Outcome } from './error-catalogue';
export { buildRequestHeaders } from './headers';
export { computeSign, epochSeconds, CHANNEL, VERSION, EPT, SIGN_SECRET, SIGN_MAX_SKEW_SECONDS } from './sign';
