import type { BookMarket, BookOdds, MatchOddsData, OddsPoint, OddsPrice } from '@jincheng/shared';

const point = (p: OddsPrice, extra: Partial<OddsPoint> = {}): OddsPoint => ({
  ...p,
  phase: 'pre',
  at: '2026-11-20T12:30:00Z',
  minuteLabel: null,
  score: null,
  reason: 'open',
  ...extra,
});

function market(opening: OddsPrice, current: OddsPrice, state: BookMarket['state'] = 'open'): BookMarket {
  return {
    opening,
    current,
    state,
    history: [
      point(opening),
      point(current, {
        phase: 'live',
        at: null,
        minuteLabel: "38'",
        score: { home: 1, away: 0 },
        reason: 'goal',
      }),
    ],
  };
}

/** One book with a home goal in play: home price down, away up, the total line up a goal. */
export function bookAfterGoal(id: string, name: string, state: BookMarket['state'] = 'open'): BookOdds {
  return {
    book: { id, name },
    euro: market(
      { prices: [2.1, 3.3, 3.4], line: null, lineLabel: null },
      { prices: [1.45, 4.1, 7.2], line: null, lineLabel: null },
      state,
    ),
    asia: market(
      { prices: [0.92, 0.94], line: 0.25, lineLabel: '平手/半球' },
      { prices: [0.98, 0.88], line: 0, lineLabel: '平手' },
      state,
    ),
    total: market(
      { prices: [0.9, 0.96], line: 2.5, lineLabel: '2.5' },
      { prices: [0.95, 0.91], line: 3, lineLabel: '3' },
      state,
    ),
  };
}

export function liveOdds(matchId = 77, state: BookMarket['state'] = 'open'): MatchOddsData {
  return {
    matchId,
    phase: 'live',
    note: null,
    opensAt: null,
    books: [bookAfterGoal('jinguan', '锦官', state), bookAfterGoal('qingcheng', '青城', state)],
  };
}
