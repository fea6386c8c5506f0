import type { MatchSummary } from '@jincheng/shared';

/** The accessible name of a row: 「英超 曼城 2-1 阿森纳 78'」 (basketball: away first, as the row shows it). */
export function rowLabel(m: MatchSummary): string {
  const started = m.homeScore !== null && m.awayScore !== null;
  const [left, right, l, r] =
    m.sport === 'basketball'
      ? [m.away, m.home, m.awayScore, m.homeScore]
      : [m.home, m.away, m.homeScore, m.awayScore];
  const score = started ? `${l}-${r}` : 'vs';
  const status = m.phase === 'upcoming' ? `${m.clockLabel} ${m.statusLabel}` : m.clockLabel;
  return `${m.league.shortName} ${left.name} ${score} ${right.name} ${status}`;
}
