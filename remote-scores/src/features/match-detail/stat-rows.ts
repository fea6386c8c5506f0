import type { BasketballTeamStats, FootballStats } from '@jincheng/shared';
import type { StatRow } from './components/stat-bars';

const FOOTBALL: Array<[keyof FootballStats, string]> = [
  ['possession', '控球率'],
  ['shots', '射门'],
  ['shotsOnTarget', '射正'],
  ['expectedGoals', '期望进球 xG'],
  ['expectedGoalsFirstHalf', '上半场 xG'],
  ['expectedGoalsSecondHalf', '下半场 xG'],
  ['attacks', '进攻'],
  ['dangerousAttacks', '危险进攻'],
  ['corners', '角球'],
  ['fouls', '犯规'],
  ['offsides', '越位'],
  ['yellowCards', '黄牌'],
  ['redCards', '红牌'],
];

export function footballStatRows(stats: FootballStats): StatRow[] {
  return FOOTBALL.map(([key, label]) => ({
    label,
    home: stats[key].home,
    away: stats[key].away,
    suffix: key === 'possession' ? '%' : undefined,
    decimals: key.startsWith('expectedGoals') ? 2 : undefined,
  }));
}

const BASKETBALL: Array<[keyof BasketballTeamStats, string]> = [
  ['points', '得分'],
  ['fieldGoalsMade', '投篮命中'],
  ['fieldGoalsAttempted', '投篮出手'],
  ['threesMade', '三分命中'],
  ['freeThrowsMade', '罚球命中'],
  ['rebounds', '篮板'],
  ['assists', '助攻'],
  ['steals', '抢断'],
  ['blocks', '盖帽'],
  ['turnovers', '失误'],
  ['fouls', '犯规'],
];

/** Away on the left, as everywhere in basketball. */
export function basketballStatRows(home: BasketballTeamStats, away: BasketballTeamStats): StatRow[] {
  return BASKETBALL.map(([key, label]) => ({ label, home: away[key], away: home[key] }));
}
