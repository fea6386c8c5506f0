import type { LiveAlert, LiveEvent, LiveMatch } from './live-types';

/**
 * Fans' first complaint is a goal alert that flips back: announce only a `goal` event whose score really
 * rose against what this row showed (a replay after a reconnect never re-announces), never a correction.
 * A red card is announced when a red-card count rose. Basketball raises no alerts.
 */
export function detectAlert(
  prev: LiveMatch,
  next: LiveMatch,
  event: LiveEvent,
): Omit<LiveAlert, 'match'> | null {
  // A basket is a `goal` event too, but hundreds a game: the cell flashes, the row is not highlighted.
  if (event.type === 'goal' && next.sport === 'football') {
    const homeUp = (next.homeScore ?? 0) > (prev.homeScore ?? 0);
    const awayUp = (next.awayScore ?? 0) > (prev.awayScore ?? 0);
    const fell =
      (next.homeScore ?? 0) < (prev.homeScore ?? 0) || (next.awayScore ?? 0) < (prev.awayScore ?? 0);
    if ((homeUp || awayUp) && !fell) {
      return {
        kind: 'goal',
        side: event.data.side,
        minuteLabel: event.data.minuteLabel,
        playerName: event.data.playerName,
      };
    }
  }
  if (event.type === 'correction') return null;
  const homeRed = next.cards.homeRed > prev.cards.homeRed;
  if (homeRed || next.cards.awayRed > prev.cards.awayRed) {
    return { kind: 'red', side: homeRed ? 'home' : 'away', minuteLabel: next.clockLabel, playerName: null };
  }
  return null;
}
