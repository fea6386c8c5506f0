import type { LeaderType, Sport } from '@jincheng/shared';

export interface LeaderBoard {
  type: LeaderType;
  /** Tab label, e.g. 射手榜. */
  label: string;
  /** Value column header. */
  value: string;
}

const FOOTBALL: readonly LeaderBoard[] = [
  { type: 'goals', label: '射手榜', value: '进球' },
  { type: 'assists', label: '助攻榜', value: '助攻' },
];

const BASKETBALL: readonly LeaderBoard[] = [
  { type: 'points', label: '得分榜', value: '场均得分' },
  { type: 'rebounds', label: '篮板榜', value: '场均篮板' },
  { type: 'assists', label: '助攻榜', value: '场均助攻' },
];

export function leaderBoards(sport: Sport): readonly LeaderBoard[] {
  return sport === 'basketball' ? BASKETBALL : FOOTBALL;
}

/** The board a query value names, or the sport's first board when it names none of them. */
export function pickBoard(sport: Sport, raw: string | null): LeaderBoard {
  const boards = leaderBoards(sport);
  return boards.find((b) => b.type === raw) ?? (boards[0] as LeaderBoard);
}
