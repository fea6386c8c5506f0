import { MATCH_STATUS_LABELS, phaseOf, type MatchStatus } from '@jincheng/shared/core';
import { canTransition } from '../../src/sport/engine/status-rules';

describe('status enum', () => {
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
    const statuses = Object.keys(MATCH_STATUS_LABELS) as MatchStatus[];
    expect(statuses).toHaveLength(19);
    for (const s of statuses) {
      expect(MATCH_STATUS_LABELS[s]).toMatch(/[\u4e00-\u9fa5]/);
      expect(['upcoming', 'live', 'finished', 'other']).toContain(phaseOf(s));
    }
    expect(phaseOf('interrupted')).toBe('live');
    expect(phaseOf('postponed')).toBe('other');
  });
});
