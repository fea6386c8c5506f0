export const NEGATE_ERROR_MESSAGE = '输入必须是有效的数字或数字字符串';

/** Returns -value for a finite number or numeric string; anything else is rejected (seed spec §5). */
export function negate(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number)) throw new Error(NEGATE_ERROR_MESSAGE);
  // 0 - x rather than -x so that negating 0 gives 0, not -0.
  return 0 - number;
}
