import { formatDate, type KnockoutRound, type LeagueDetailData, EmptyState } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { KnockoutTieRow } from './knockout-tie';
import styles from './knockout.module.css';
import { emptyClasses } from '../../../components/state-look';

export interface KnockoutTabProps {
  detail: LeagueDetailData;
}

const STATE: Record<KnockoutRound['state'], string> = { done: '已结束', live: '进行中', upcoming: '未开始' };

function dates(round: KnockoutRound): string {
  return round.legs
    .map((l) => `${l.leg === null ? '' : l.leg === 1 ? '首回合 ' : '次回合 '}${formatDate(l.from, 'MM-DD')}`)
    .join(' · ');
}

/**
 * Before the draw (the league phase still being played) the rounds have dates but no ties: the tab says when
 * the pairings come and lists the calendar, instead of an empty bracket.
 */
function NotDrawn({ rounds }: { rounds: KnockoutRound[] }) {
  return (
    <Card title="淘汰赛">
      <EmptyState classes={emptyClasses}>
        淘汰赛对阵将于联赛阶段结束后抽签：第1–8名直接晋级1/8决赛，第9–24名参加淘汰赛附加赛
      </EmptyState>
      <ol className={styles.ties} aria-label="淘汰赛赛程">
        {rounds.map((round) => (
          <li key={round.stage} className={styles.tie}>
            <span className={styles.pending}>{round.name}</span>
            <span className={styles.when}>{dates(round)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Cups: the knock-out rounds as the API has them — drawn ties with legs and aggregate, open places named. */
export function KnockoutTab({ detail }: KnockoutTabProps) {
  const { league, knockout } = detail;
  if (!knockout?.length)
    return (
      <Card title="淘汰赛">
        <EmptyState classes={emptyClasses}>淘汰赛对阵将于联赛阶段结束后抽签</EmptyState>
      </Card>
    );
  if (knockout.every((round) => !round.ties.length)) return <NotDrawn rounds={knockout} />;
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
