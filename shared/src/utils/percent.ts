/**
 * A fraction (0–1) as a percentage with one decimal by default: 0.4567 → "45.7%". The model's cards, the expert
 * view, win rates and the release console all write probabilities and shares this way; a missing value is "—".
 */
export function percentText(fraction: number | null | undefined, digits = 1): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '—';
  return `${(fraction * 100).toFixed(digits)}%`;
}
