/**
 * Pino redaction, a second line behind "never log a secret": should a request, its headers or a body ever
 * reach a log line, the session token, passwords, SMS codes, cancel tickets and cashier keys are censored.
 */
export const LOG_REDACT = {
  paths: [
    'req.headers.token',
    'req.headers.sign',
    'req.headers.cookie',
    'headers.token',
    'body.pwd',
    'body.code',
    'body.ticket',
    'body.key',
    '*.token',
    '*.pwd',
    '*.ticket',
    '*.cancelTicket',
  ],
  censor: '[redacted]',
};
