import { hotOrder } from '../hot-order';

const at = (phase: 'live' | 'upcoming' | 'finished' | 'other', kickoff: string) => ({ phase, kickoff });

it('orders live first, then the next kickoffs, then results, each by kickoff time', () => {
  const rows = [
    at('finished', '2026-11-21T11:00:00.000Z'),
    at('upcoming', '2026-11-21T13:30:00.000Z'),
    at('live', '2026-11-21T12:00:00.000Z'),
    at('upcoming', '2026-11-21T12:45:00.000Z'),
    at('live', '2026-11-21T11:30:00.000Z'),
    at('other', '2026-11-21T09:00:00.000Z'),
    at('finished', '2026-11-21T08:00:00.000Z'),
  ];
  expect([...rows].sort(hotOrder).map((r) => `${r.phase} ${r.kickoff.slice(11, 16)}`)).toEqual([
    'live 11:30',
    'live 12:00',
    'upcoming 12:45',
    'upcoming 13:30',
    'finished 08:00',
    'finished 11:00',
    'other 09:00',
  ]);
  expect(hotOrder(at('live', '2026-11-21T11:30:00.000Z'), at('live', '2026-11-21T11:30:00.000Z'))).toBe(0);
});

it('compares kickoffs without a locale collator (building one cost 11 ms in the home page hydration)', () => {
  const collate = jest.spyOn(String.prototype, 'localeCompare');
  const collator = jest.spyOn(Intl, 'Collator');
  try {
    [at('upcoming', '2026-11-22T01:00:00.000Z'), at('upcoming', '2026-11-21T23:00:00.000Z')].sort(hotOrder);
    expect(collate).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
  } finally {
    collate.mockRestore();
    collator.mockRestore();
  }
});
