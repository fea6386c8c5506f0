/**
 * One colour convention for a result wherever form is shown (league table 近况, match detail 近期战绩):
 * 胜 green (the brand), 平 grey, 负 red — as the league table has always shown it.
 */
export const FORM_RESULT = {
  W: { label: '胜', background: 'var(--jc-brand)' },
  D: { label: '平', background: '#5f6673' },
  L: { label: '负', background: 'var(--jc-danger)' },
} as const;
