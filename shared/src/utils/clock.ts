/** A game clock as `MM:SS` (basketball's period clock, overtime): `05:12`, `00:00` for anything below zero. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
