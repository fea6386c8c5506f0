/** JSON-schema fragments of /userapi inputs; every body is closed (`additionalProperties: false`). */
export const phoneSchema = { type: 'string', pattern: '^1[3-9]\\d{9}$' } as const;
export const smsCodeSchema = { type: 'string', pattern: '^\\d{6}$' } as const;
export const loginPasswordSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
/** New passwords: 6–20 printable ASCII characters with at least one letter and one digit. */
export const newPasswordSchema = {
  type: 'string',
  pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$',
} as const;
/** A solved sign-in challenge (altcha-lib's base64 payload), sent back after a 1014 answer. */
export const altchaSchema = { type: 'string', minLength: 1, maxLength: 4096 } as const;
export const userIdSchema = { type: 'string', pattern: '^[1-9]\\d{0,11}$' } as const;

export function bodySchema<P extends Record<string, object>>(properties: P, required: (keyof P & string)[]) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}
