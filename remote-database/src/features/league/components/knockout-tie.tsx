import { Link } from 'react-router-dom';
import type { KnockoutSide, KnockoutTie, Sport } from '@jincheng/shared';
import { matchHref } from '../../../lib/links';
import { TeamName } from '../../../components/team-name';
import styles from './knockout.module.css';

function Side({
  side,
  from,
  sport,
  won,
  seedTitle,
}: {
  side: KnockoutSide | null;
  from: string | null;
  sport: Sport;
  won: boolean;
  seedTitle: string;
}) {
  if (!side) return <span className={styles.open}>{from ?? '待定'}</span>;
  return (
    <span className={`${styles.side} ${won ? styles.won : ''}`}>
      <span className={styles.seed} title={seedTitle}>
        {side.seed}
      </span>
      <TeamName team={side.team} sport={sport} short />
      {won ? <span className={styles.through}>晋级</span> : null}
    </span>
  );
}

/**
 * One tie: both sides with their league-phase place, the aggregate, and each leg linking to its match. A
 * one-game tie (`single`, the NBA杯) shows its score as 比分 rather than 总比分.
 */
export function KnockoutTieRow({
  tie,
  sport,
  seedTitle = '联赛阶段排名',
  single = false,
}: {
  tie: KnockoutTie;
  sport: Sport;
  seedTitle?: string;
  single?: boolean;
}) {
  const won = (side: KnockoutSide | null) => side !== null && side.team.id === tie.winnerId;
  return (
    <li className={styles.tie}>
      <div className={styles.pair}>
        <Side side={tie.high} from={tie.highFrom} sport={sport} won={won(tie.high)} seedTitle={seedTitle} />
        <span
          className={styles.aggregate}
          aria-label={
            tie.aggregate
              ? `${single ? '比分' : '总比分'} ${tie.aggregate.high}-${tie.aggregate.low}`
              : '未赛'
          }
        >
          {tie.aggregate ? `${tie.aggregate.high} - ${tie.aggregate.low}` : 'vs'}
        </span>
        <Side side={tie.low} from={tie.lowFrom} sport={sport} won={won(tie.low)} seedTitle={seedTitle} />
      </div>
      {tie.legs.length ? (
        <ul className={styles.legs} aria-label="各回合比赛">
          {tie.legs.map((m) => (
            <li key={m.id}>
              <Link to={matchHref(m)}>
                {m.leg === 1 ? '首回合' : m.leg === 2 ? '次回合' : m.roundName} {m.home.shortName}{' '}
                {m.homeScore !== null && m.awayScore !== null
                  ? `${m.homeScore}-${m.awayScore}`
                  : m.clockLabel}{' '}
                {m.away.shortName}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
