import type { MatchStatus, Sport } from '@jincheng/shared/core';

/**
 * The legal order of statuses, per sport: the simulator refuses a step that breaks it (sim-step.ts). Server
 * only, so it stays out of what the browser downloads.
 */
const LIVE_EXITS: MatchStatus[] = ['interrupted', 'abandoned'];

const FOOTBALL_NEXT: Partial<Record<MatchStatus, MatchStatus[]>> = {
  scheduled: ['first_half', 'postponed', 'cancelled', 'tbd'],
  tbd: ['scheduled', 'first_half', 'postponed', 'cancelled'],
  postponed: ['scheduled', 'tbd', 'cancelled'],
  first_half: ['half_time', ...LIVE_EXITS],
  half_time: ['second_half', ...LIVE_EXITS],
  second_half: ['finished', 'extra_time', ...LIVE_EXITS],
  extra_time: ['penalties', 'finished', ...LIVE_EXITS],
  penalties: ['finished', 'abandoned'],
  interrupted: ['first_half', 'half_time', 'second_half', 'extra_time', 'penalties', 'abandoned', 'finished'],
};

const BASKETBALL_NEXT: Partial<Record<MatchStatus, MatchStatus[]>> = {
  scheduled: ['q1', 'postponed', 'cancelled', 'tbd'],
  tbd: ['scheduled', 'q1', 'postponed', 'cancelled'],
  postponed: ['scheduled', 'tbd', 'cancelled'],
  q1: ['q1_break', ...LIVE_EXITS],
  q1_break: ['q2', ...LIVE_EXITS],
  q2: ['half_time', ...LIVE_EXITS],
  half_time: ['q3', ...LIVE_EXITS],
  q3: ['q3_break', ...LIVE_EXITS],
  q3_break: ['q4', ...LIVE_EXITS],
  q4: ['finished', 'overtime', ...LIVE_EXITS],
  // A second overtime keeps the status and only bumps the period, so overtime → overtime is not a transition.
  overtime: ['finished', ...LIVE_EXITS],
  interrupted: [
    'q1',
    'q1_break',
    'q2',
    'half_time',
    'q3',
    'q3_break',
    'q4',
    'overtime',
    'abandoned',
    'finished',
  ],
};

/** Whether a status change is legal; finished, abandoned and cancelled are terminal. */
export function canTransition(sport: Sport, from: MatchStatus, to: MatchStatus): boolean {
  const table = sport === 'basketball' ? BASKETBALL_NEXT : FOOTBALL_NEXT;
  return (table[from] ?? []).includes(to);
}
