import { hotOrder } from '../hot-order';

const at = (phase: 'live' | 'upcoming' | 'finished' | 'other', kickoff: string, importance = 50) => ({
  phase,
  kickoff,
  importance,
});

it('among matches of one weight: live first, then the next kickoffs, then results, each by kickoff time', () => {
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

it('puts the bigger match first among live and upcoming ones, results still after them (issue 45 item 6)', () => {
  // 17:30 Beijing: 日职联 games live, 曼城–桑德兰 (英超) and a 米兰德比 still to come, a 英超 result from the afternoon.
  const rows = [
    { ...at('live', '2026-11-21T05:00:00.000Z', 32), name: '日职联 live' },
    { ...at('live', '2026-11-21T06:00:00.000Z', 35), name: '日职联 top clash live' },
    { ...at('upcoming', '2026-11-21T15:00:00.000Z', 56), name: '曼城–桑德兰' },
    { ...at('upcoming', '2026-11-21T19:45:00.000Z', 70), name: '米兰德比' },
    { ...at('live', '2026-11-21T09:00:00.000Z', 54), name: '英超 live' },
    { ...at('upcoming', '2026-11-21T11:00:00.000Z', 5), name: 'U19' },
    { ...at('finished', '2026-11-21T04:00:00.000Z', 90), name: '英超 result' },
  ];
  expect([...rows].sort(hotOrder).map((r) => r.name)).toEqual([
    '米兰德比',
    '英超 live',
    '曼城–桑德兰',
    '日职联 live',
    '日职联 top clash live',
    'U19',
    '英超 result',
  ]);
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
