import type { LeaderType, Sport } from '@jincheng/shared';

export interface LeaderBoard {
  type: LeaderType;
  /** Tab label, e.g. 射手榜. */
  label: string;
  /** Value column header. */
  value: string;
  /** How the value is written: whole numbers, one or two decimals. */
  digits: 0 | 1 | 2;
  /** Football totals get a 场均 column; averages (评分) and per-game boards do not. */
  perGame: boolean;
}

const FOOTBALL: readonly LeaderBoard[] = [
  { type: 'goals', label: '射手榜', value: '进球', digits: 0, perGame: true },
  { type: 'assists', label: '助攻榜', value: '助攻', digits: 0, perGame: true },
  { type: 'xg', label: '预期进球', value: '预期进球 (xG)', digits: 2, perGame: true },
  { type: 'rating', label: '评分榜', value: '平均评分', digits: 2, perGame: false },
  { type: 'cleanSheets', label: '零封榜', value: '零封', digits: 0, perGame: false },
];

const BASKETBALL: readonly LeaderBoard[] = [
  { type: 'points', label: '得分榜', value: '场均得分', digits: 1, perGame: false },
  { type: 'rebounds', label: '篮板榜', value: '场均篮板', digits: 1, perGame: false },
  { type: 'assists', label: '助攻榜', value: '场均助攻', digits: 1, perGame: false },
  { type: 'steals', label: '抢断榜', value: '场均抢断', digits: 1, perGame: false },
  { type: 'blocks', label: '盖帽榜', value: '场均盖帽', digits: 1, perGame: false },
  { type: 'threes', label: '三分榜', value: '场均三分命中', digits: 1, perGame: false },
];

export function leaderBoards(sport: Sport): readonly LeaderBoard[] {
  return sport === 'basketball' ? BASKETBALL : FOOTBALL;
}

/** The board a query value names, or the sport's first board when it names none of them. */
export function pickBoard(sport: Sport, raw: string | null): LeaderBoard {
  const boards = leaderBoards(sport);
  return boards.find((b) => b.type === raw) ?? (boards[0] as LeaderBoard);
}
