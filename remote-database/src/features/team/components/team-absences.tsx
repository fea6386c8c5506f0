import { Link } from 'react-router-dom';
import {
  absenceDetail,
  formatDate,
  type Sport,
  type TeamAbsences as TeamAbsencesData,
} from '@jincheng/shared';
import { Card } from '../../../components/card';
import { matchHref, playerHref } from '../../../lib/links';
import styles from './team.module.css';

export interface TeamAbsencesProps {
  absences: TeamAbsencesData | null;
  teamId: number;
  sport: Sport;
}

/**
 * 伤停: who is out of the club's next match as known now (injuries with the expected return, bans with the
 * matches left), the match named and linked; nothing when the club has no match to come.
 */
export function TeamAbsences({ absences, teamId, sport }: TeamAbsencesProps) {
  if (!absences) return null;
  const { match, list } = absences;
  const opponent = match.home.id === teamId ? match.away : match.home;
  const where = match.home.id === teamId ? '主场' : '客场';
  return (
    <Card title="伤停">
      <p className={styles.absencesMatch}>
        下一场：
        <Link to={matchHref(match)}>
          {formatDate(match.kickoff, match.kickoffTbd ? 'M月D日' : 'M月D日 HH:mm')} {match.league.shortName}{' '}
          {where}对{opponent.name}
        </Link>
      </p>
      {list.length ? (
        <ul className={styles.absences}>
          {list.map((a) => (
            <li key={a.playerId}>
              <span className={styles.absenceName}>
                <span className={styles.absenceNumber}>{a.number}</span>
                <Link to={playerHref(sport, a.playerId, teamId)}>{a.name}</Link>
              </span>
              <span className={styles.absenceWhy}>
                <span className={a.kind === 'injury' ? styles.injury : styles.ban}>
                  {a.kind === 'injury' ? '伤' : '停'}
                </span>
                {[a.reason, absenceDetail(a)].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.absencesNone}>暂无伤停，全员可以出战</p>
      )}
    </Card>
  );
}
