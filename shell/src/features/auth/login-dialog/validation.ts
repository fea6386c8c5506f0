import { isPhone } from '@jincheng/shared';

/** Spec §5 messages, verbatim. */
export const MESSAGES = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  codeRequired: '请输入验证码',
  pwdRequired: '请输入密码',
  agreement: '请同意用户协议和隐私条款',
  codeSent: '验证码已发送',
  loginOk: '登录成功',
  newPwdInvalid: '新密码为 6–20 位，需同时包含字母和数字',
} as const;

export type Field = 'phone' | 'code' | 'pwd';
export type Errors = Partial<Record<Field, string>>;

/** One field's rule; inputs are trimmed before they are checked. */
export function validateField(field: Field, raw: string): string | undefined {
  const value = raw.trim();
  if (field === 'phone') {
    if (!value) return MESSAGES.phoneRequired;
    return isPhone(value) ? undefined : MESSAGES.phoneInvalid;
  }
  if (field === 'code') return value ? undefined : MESSAGES.codeRequired;
  return value ? undefined : MESSAGES.pwdRequired;
}

export function validateAll(fields: readonly Field[], values: Record<Field, string>): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    const message = validateField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** A new password: 6–20 printable characters with at least one letter and one digit (server rule). */
export function isAcceptablePassword(value: string): boolean {
  return /^[\x21-\x7e]{6,20}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}
