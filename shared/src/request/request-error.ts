/** Why a call was rejected: a business answer (non-200 code), an expired login (1000) or the transport. */
export type RequestErrorKind = 'business' | 'login-invalid' | 'transport';

export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: RequestErrorKind,
    /** The answer's retcode/code; absent for transport errors. */
    readonly code?: number,
    /** The answer body (business errors) or the underlying error (transport). */
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}
