import { percentText, type Sport, type TeamSeasonStats } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { StatTiles, type StatTile } from '../../../components/stat-tiles';

export interface TeamStatsProps {
  stats: TeamSeasonStats;
  sport: Sport;
}

/** 赛季数据 as tiles: rank, record, goals (points) for and against, averages. */
export function TeamStats({ stats, sport }: TeamStatsProps) {
  const basketball = sport === 'basketball';
  const record = basketball
    ? `${stats.won}胜${stats.lost}负`
    : `${stats.won}胜${stats.drawn}平${stats.lost}负`;
  const tiles: StatTile[] = [
    ['排名', stats.rank ? `第${stats.rank}` : '-'],
    ['已赛', String(stats.played)],
    ['战绩', record],
    [basketball ? '得分/失分' : '进球/失球', `${stats.goalsFor}/${stats.goalsAgainst}`],
    [basketball ? '场均得分' : '场均进球', stats.avgFor.toFixed(1)],
    [basketball ? '场均失分' : '场均失球', stats.avgAgainst.toFixed(1)],
  ];
  if (!basketball) tiles.push(['零封', String(stats.cleanSheets)]);
  if (basketball && stats.played) tiles.push(['胜率', percentText(stats.won / stats.played)]);
  return (
    <Card title="赛季数据">
      <StatTiles tiles={tiles} />
    </Card>
  );
}
