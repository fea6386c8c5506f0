import type { PlayerSeasonStats, Sport } from '@jincheng/shared';
import type { StatTile as Tile } from '../../../components/stat-tiles';

const one = (n: number) => n.toFixed(1);

/** Football: totals (goals, assists, minutes, cards). Basketball: per-game averages. */
export function seasonTiles(stats: PlayerSeasonStats, sport: Sport): Tile[] {
  if (sport === 'basketball') {
    const rating: Tile = ['评分', stats.rating ? one(stats.rating) : '-'];
    const perGameMinutes = stats.appearances ? one(stats.minutes / stats.appearances) : '-';
    return [
      ['出场', String(stats.appearances)],
      ['首发', String(stats.starts)],
      ['场均时间', perGameMinutes],
      ['场均得分', one(stats.points)],
      ['场均篮板', one(stats.rebounds)],
      ['场均助攻', one(stats.assistsPerGame)],
      ['场均抢断', one(stats.steals)],
      ['场均盖帽', one(stats.blocks)],
      rating,
    ];
  }
  return [
    ['出场', String(stats.appearances)],
    ['首发', String(stats.starts)],
    ['出场时间', `${stats.minutes}分钟`],
    ['进球', String(stats.goals)],
    ['助攻', String(stats.assists)],
    ['黄牌', String(stats.yellowCards)],
    ['红牌', String(stats.redCards)],
    // The average of his match ratings, as 评分榜 and 对比 write it.
    ['平均评分', stats.rating === null ? '-' : stats.rating.toFixed(2)],
  ];
}
