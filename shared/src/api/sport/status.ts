/**
 * One status enum for both sports. Football uses the halves, basketball the quarters; `half_time`, the final
 * and the off-pitch states are shared. `phase` is what a list tab filters on.
 */
export type MatchStatus =
  | 'scheduled'
  | 'first_half'
  | 'half_time'
  | 'second_half'
  | 'extra_time'
  | 'penalties'
  | 'q1'
  | 'q1_break'
  | 'q2'
  | 'q3'
  | 'q3_break'
  | 'q4'
  | 'overtime'
  | 'finished'
  | 'postponed'
  | 'interrupted'
  | 'abandoned'
  | 'cancelled'
  | 'tbd';

export type MatchPhase = 'upcoming' | 'live' | 'finished' | 'other';

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  scheduled: '未开赛',
  first_half: '上半场',
  half_time: '中场',
  second_half: '下半场',
  extra_time: '加时',
  penalties: '点球',
  q1: '第一节',
  q1_break: '第一节完',
  q2: '第二节',
  q3: '第三节',
  q3_break: '第三节完',
  q4: '第四节',
  overtime: '加时',
  finished: '完场',
  postponed: '延期',
  interrupted: '中断',
  abandoned: '腰斩',
  cancelled: '取消',
  tbd: '待定',
};

/** `interrupted` counts as live: play may resume, and fans expect it in the live tab (as the leading sites do). */
export const MATCH_STATUS_PHASE: Record<MatchStatus, MatchPhase> = {
  scheduled: 'upcoming',
  tbd: 'upcoming',
  first_half: 'live',
  half_time: 'live',
  second_half: 'live',
  extra_time: 'live',
  penalties: 'live',
  q1: 'live',
  q1_break: 'live',
  q2: 'live',
  q3: 'live',
  q3_break: 'live',
  q4: 'live',
  overtime: 'live',
  interrupted: 'live',
  finished: 'finished',
  postponed: 'other',
  abandoned: 'other',
  cancelled: 'other',
};

export function phaseOf(status: MatchStatus): MatchPhase {
  return MATCH_STATUS_PHASE[status];
}

export function statusLabel(status: MatchStatus): string {
  return MATCH_STATUS_LABELS[status];
}
