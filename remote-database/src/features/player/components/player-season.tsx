import type { PlayerSeasonStats, Sport } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { seasonTiles } from '../lib/season-tiles';
import { StatTiles } from '../../../components/stat-tiles';

export interface PlayerSeasonProps {
  stats: PlayerSeasonStats;
  sport: Sport;
}

export function PlayerSeason({ stats, sport }: PlayerSeasonProps) {
  return (
    <Card title={`${stats.seasonName}赛季数据 · ${stats.leagueName}`}>
      <StatTiles tiles={seasonTiles(stats, sport)} />
    </Card>
  );
}
