import type { Sport } from './common';
import type { MatchStatus } from './status';

/** The feed code families the product meets in the wild (see docs/sportapi.md for the full table). */
export type FeedFamily = 'qiutan' | 'nami_football' | 'nami_basketball' | 'zhibo8';

/** `exact: false` when the feed only says "in play" and the sub-state must come from the clock. */
export interface MappedStatus {
  status: MatchStatus;
  exact: boolean;
}

const QIUTAN: Record<string, MatchStatus> = {
  '0': 'scheduled',
  '1': 'first_half',
  '2': 'half_time',
  '3': 'second_half',
  '4': 'extra_time',
  '5': 'penalties',
  '-1': 'finished',
  '-10': 'cancelled',
  '-11': 'tbd',
  '-12': 'abandoned',
  '-13': 'interrupted',
  '-14': 'postponed',
};

// Nami football 0 means "abnormal, hide the match", so it maps to nothing on purpose.
const NAMI_FOOTBALL: Record<string, MatchStatus> = {
  '1': 'scheduled',
  '2': 'first_half',
  '3': 'half_time',
  '4': 'second_half',
  '5': 'extra_time',
  '7': 'penalties',
  '8': 'finished',
  '9': 'postponed',
  '10': 'interrupted',
  '11': 'abandoned',
  '12': 'cancelled',
  '13': 'tbd',
};

const NAMI_BASKETBALL: Record<string, MatchStatus> = {
  '1': 'scheduled',
  '2': 'q1',
  '3': 'q1_break',
  '4': 'q2',
  '5': 'half_time',
  '6': 'q3',
  '7': 'q3_break',
  '8': 'q4',
  '9': 'overtime',
  '10': 'finished',
  '11': 'interrupted',
  '12': 'cancelled',
  '13': 'postponed',
  '14': 'abandoned',
  '15': 'tbd',
};

/** Maps a feed's status code to our enum; `null` means "unknown or hide" (never guess a final state). */
export function mapFeedStatus(
  family: FeedFamily,
  code: number,
  sport: Sport = 'football',
): MappedStatus | null {
  const key = String(code);
  if (family === 'zhibo8') {
    if (code === 1) return { status: 'scheduled', exact: true };
    if (code === 2) return { status: sport === 'basketball' ? 'q1' : 'first_half', exact: false };
    if (code === 3) return { status: 'finished', exact: true };
    if (code === 4) return { status: 'postponed', exact: true };
    return null;
  }
  const table = family === 'qiutan' ? QIUTAN : family === 'nami_football' ? NAMI_FOOTBALL : NAMI_BASKETBALL;
  const status = table[key];
  return status ? { status, exact: true } : null;
}

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
