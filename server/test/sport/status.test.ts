import {
  canTransition,
  FOOTBALL_STATUSES,
  BASKETBALL_STATUSES,
  mapFeedStatus,
  MATCH_STATUS_LABELS,
  phaseOf,
} from '../../../shared/src/api/sport';

describe('status enum', () => {
  it('maps every 球探 mstate code', () => {
    const expected: Record<number, string> = {
      0: 'scheduled',
      1: 'first_half',
      2: 'half_time',
      3: 'second_half',
      4: 'extra_time',
      5: 'penalties',
      [-1]: 'finished',
      [-10]: 'cancelled',
      [-11]: 'tbd',
      [-12]: 'abandoned',
      [-13]: 'interrupted',
      [-14]: 'postponed',
    };
    for (const [code, status] of Object.entries(expected))
      expect(mapFeedStatus('qiutan', Number(code))?.status).toBe(status);
  });

  it('maps Nami football and hides its abnormal code 0', () => {
    expect(mapFeedStatus('nami_football', 0)).toBeNull();
    expect(mapFeedStatus('nami_football', 7)?.status).toBe('penalties');
    expect(mapFeedStatus('nami_football', 8)?.status).toBe('finished');
    expect(mapFeedStatus('nami_football', 6)).toBeNull();
  });

  it('maps Nami basketball quarters and breaks', () => {
    const codes = [
      'scheduled',
      'q1',
      'q1_break',
      'q2',
      'half_time',
      'q3',
      'q3_break',
      'q4',
      'overtime',
      'finished',
      'interrupted',
      'cancelled',
      'postponed',
      'abandoned',
      'tbd',
    ];
    codes.forEach((status, i) => expect(mapFeedStatus('nami_basketball', i + 1)?.status).toBe(status));
  });

  it('maps 直播吧 state, marking the coarse in-play code as inexact', () => {
    expect(mapFeedStatus('zhibo8', 2, 'basketball')).toEqual({ status: 'q1', exact: false });
    expect(mapFeedStatus('zhibo8', 2)).toEqual({ status: 'first_half', exact: false });
    expect(mapFeedStatus('zhibo8', 3)?.status).toBe('finished');
    expect(mapFeedStatus('zhibo8', 4)?.status).toBe('postponed');
  });

  it('allows the normal course of a match and nothing out of order', () => {
    const football = ['scheduled', 'first_half', 'half_time', 'second_half', 'finished'] as const;
    for (let i = 1; i < football.length; i++)
      expect(canTransition('football', football[i - 1]!, football[i]!)).toBe(true);
    const basketball = [
      'scheduled',
      'q1',
      'q1_break',
      'q2',
      'half_time',
      'q3',
      'q3_break',
      'q4',
      'overtime',
      'finished',
    ] as const;
    for (let i = 1; i < basketball.length; i++)
      expect(canTransition('basketball', basketball[i - 1]!, basketball[i]!)).toBe(true);
    expect(canTransition('football', 'first_half', 'second_half')).toBe(false);
    expect(canTransition('football', 'finished', 'second_half')).toBe(false);
    expect(canTransition('basketball', 'q2', 'q3')).toBe(false);
    expect(canTransition('football', 'half_time', 'q3')).toBe(false);
  });

  it('gives every status a Chinese label and a phase', () => {
    for (const s of [...FOOTBALL_STATUSES, ...BASKETBALL_STATUSES]) {
      expect(MATCH_STATUS_LABELS[s]).toMatch(/[\u4e00-\u9fa5]/);
      expect(['upcoming', 'live', 'finished', 'other']).toContain(phaseOf(s));
    }
    expect(phaseOf('interrupted')).toBe('live');
    expect(phaseOf('postponed')).toBe('other');
  });
});
