import { Link } from 'react-router-dom';
import { formatDate, type MatchSummary, INK_CLASS, inkStyle } from '@jincheng/shared';
import { matchHref } from '../lib/links';
import { TeamName } from './team-name';
import styles from './match-list.module.css';

export interface MatchListProps {
  matches: readonly MatchSummary[];
  /** Show the league's short name (team pages mix competitions). */
  showLeague?: boolean;
  label: string;
}

function scoreText(match: MatchSummary, left: 'home' | 'away'): string {
  if (match.homeScore === null || match.awayScore === null) return 'VS';
  const [a, b] = left === 'home' ? [match.homeScore, match.awayScore] : [match.awayScore, match.homeScore];
  return `${a} - ${b}`;
}

/**
 * Match rows linking to match detail. Basketball shows away left and home right (the NBA habit). A game of
 * the NBA杯 carries its cup label (NBA杯 东部A组, NBA杯 1/4决赛) under its time.
 */
export function MatchList({ matches, showLeague = false, label }: MatchListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {matches.map((match) => {
        const basketball = match.sport === 'basketball';
        const [left, right] = basketball ? [match.away, match.home] : [match.home, match.away];
        const live = match.phase === 'live';
        const score = scoreText(match, basketball ? 'away' : 'home');
        return (
          <li key={match.id} className={styles.row}>
            <span className={styles.when}>
              <time dateTime={match.kickoff}>
                {formatDate(match.kickoff, match.kickoffTbd ? 'MM-DD' : 'MM-DD HH:mm')}
              </time>
              {showLeague ? (
                <span className={`${styles.league} ${INK_CLASS}`} style={inkStyle(match.league.color)}>
                  {match.league.shortName}
                </span>
              ) : null}
              {match.roundName.startsWith('NBA杯') ? (
                <span className={styles.cup}>{match.roundName}</span>
              ) : null}
            </span>
            <span className={styles.left}>
              <TeamName team={left} sport={match.sport} short />
            </span>
            <Link
              to={matchHref(match)}
              className={`${styles.score} ${live ? styles.live : ''}`}
              aria-label={`比赛详情：${left.name} ${score} ${right.name}（${match.statusLabel}）`}
            >
              <strong>{score}</strong>
              <small>{match.phase === 'upcoming' ? match.statusLabel : match.clockLabel}</small>
            </Link>
            <span className={styles.right}>
              <TeamName team={right} sport={match.sport} short />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
