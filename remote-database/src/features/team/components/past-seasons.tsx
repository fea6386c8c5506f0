import { Link } from 'react-router-dom';
import { dayLabel, type TeamPastSeason } from '@jincheng/shared';
import { Card } from '../../../components/card';
import styles from './team.module.css';

export interface PastSeasonsProps {
  seasons: TeamPastSeason[];
}

/** 往季战绩: where the team finished in past seasons of real results, each linking to that season's table. */
export function PastSeasons({ seasons }: PastSeasonsProps) {
  if (!seasons.length) return null;
  return (
    <Card title="往季战绩">
      <ul className={styles.pastSeasons}>
        {seasons.map((s) => (
          <li key={`${s.leagueId}-${s.code}`}>
            <Link to={`/league?id=${s.leagueId}&season=${s.code}`}>
              {s.name} {s.leagueShortName}
            </Link>
            <span>
              {s.rank ? `第${s.rank}名` : '-'} · {s.played}场 {s.points}分{s.through ? '（赛季未完）' : ''}
              {s.simulatedAfter ? `（${dayLabel(s.simulatedAfter)}后为模拟）` : ''}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
