/** Mainland mobile number (seed spec §5): 11 digits, first 1, second 3–9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export function isPhone(value: string | null | undefined): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value.trim());
}

/** 13800000001 → 138****0001, for showing a number without exposing it. */
export function maskPhone(phone: string): string {
  return isPhone(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
