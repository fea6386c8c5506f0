import { formatDate, type KnockoutRound, type LeagueDetailData } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/page-state';
import { KnockoutTieRow } from './knockout-tie';
import styles from './knockout.module.css';

export interface KnockoutTabProps {
  detail: LeagueDetailData;
}

const STATE: Record<KnockoutRound['state'], string> = { done: '已结束', live: '进行中', upcoming: '未开始' };

function dates(round: KnockoutRound): string {
  return round.legs
    .map((l) => `${l.leg === null ? '' : l.leg === 1 ? '首回合 ' : '次回合 '}${formatDate(l.from, 'MM-DD')}`)
    .join(' · ');
}

/** Cups: the knock-out rounds as the API has them — drawn ties with legs and aggregate, open places named. */
export function KnockoutTab({ detail }: KnockoutTabProps) {
  const { league, knockout } = detail;
  if (!knockout?.length)
    return (
      <Card title="淘汰赛">
        <EmptyState>淘汰赛对阵将在联赛阶段结束后公布</EmptyState>
      </Card>
    );
  return (
    <div className={styles.rounds}>
      {knockout.map((round) => (
        <Card
          key={round.stage}
          title={round.name}
          actions={
            <span className={styles.when}>
              <span className={styles[round.state]}>{STATE[round.state]}</span> {dates(round)}
            </span>
          }
        >
          <ol className={styles.ties} aria-label={`${round.name}对阵`}>
            {round.ties.map((tie, i) => (
              <KnockoutTieRow key={tie.high?.team.id ?? `open-${i}`} tie={tie} sport={league.sport} />
            ))}
          </ol>
        </Card>
      ))}
    </div>
  );
}
