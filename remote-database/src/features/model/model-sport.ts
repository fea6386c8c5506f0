import type { Sport } from '@jincheng/shared';

/** `?sport=` of /model: basketball when it says so, else football. */
export const pickModelSport = (value: string | null): Sport =>
  value === 'basketball' ? 'basketball' : 'football';

/** Four places as the API rounds them. */
export const fmt4 = (n: number | null) => (n === null ? '—' : n.toFixed(4));

/** A probability as a percentage with one decimal. */
export { percentText as pct1 } from '@jincheng/shared';
