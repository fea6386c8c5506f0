import type { LeagueDetailData, StandingRow } from '@jincheng/shared';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/page-state';
import { TeamName } from '../../../ui/team-name';
import { projectKnockout } from '../lib/knockout';
import styles from './league-detail.module.css';

export interface KnockoutTabProps {
  detail: LeagueDetailData;
}

function Seed({ row, sport }: { row: StandingRow; sport: LeagueDetailData['league']['sport'] }) {
  return (
    <span className={styles.seed}>
      <span className={styles.seedRank}>{row.rank}</span>
      <TeamName team={row.team} sport={sport} short />
    </span>
  );
}

/** Cups: 附加赛 and 1/8 决赛 pairings as the league phase stands today. */
export function KnockoutTab({ detail }: KnockoutTabProps) {
  const { league, standings } = detail;
  const projection = projectKnockout(standings);
  if (!projection)
    return (
      <Card title="淘汰赛">
        <EmptyState>淘汰赛对阵将在联赛阶段结束后公布</EmptyState>
      </Card>
    );
  return (
    <>
      <p className={styles.note}>对阵按联赛阶段当前排名推演（括号内为排名），联赛阶段结束后确定。</p>
      <div className={styles.bracket}>
        <Card title="淘汰赛附加赛">
          <ol className={styles.ties} aria-label="附加赛对阵">
            {projection.playoffs.map((tie) => (
              <li key={tie.home.team.id}>
                <Seed row={tie.home} sport={league.sport} />
                <span className={styles.vs}>vs</span>
                <Seed row={tie.away} sport={league.sport} />
              </li>
            ))}
          </ol>
        </Card>
        <Card title="1/8 决赛">
          <ol className={styles.ties} aria-label="1/8决赛对阵">
            {projection.roundOf16.map(({ seed, playoff }) => (
              <li key={seed.team.id}>
                <Seed row={seed} sport={league.sport} />
                <span className={styles.vs}>vs</span>
                <span className={styles.winner}>
                  {playoff.home.team.shortName}/{playoff.away.team.shortName} 胜者
                </span>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
}
