import { Link } from 'react-router-dom';
import { ForecastBar, formatDate, type MatchSummary, type ModelBar, type TeamRef } from '@jincheng/shared';
import { matchDetailPath } from '../lib/match-path';
import styles from './match-header.module.css';

export interface MatchHeaderProps {
  match: MatchSummary;
  /** The model's frozen forecast of the match (the article's `model`): a bar under the score. */
  model?: ModelBar;
}

/** League, kickoff, teams, score or status, and a link to the match's own detail screen. */
export function MatchHeader({ match, model }: MatchHeaderProps) {
  const started = match.phase !== 'upcoming' && match.homeScore !== null && match.awayScore !== null;
  const kickoff = formatDate(match.kickoff, match.kickoffTbd ? 'MM-DD' : 'MM-DD HH:mm');
  // One orientation per sport, as everywhere on the site (scores, match pages, titles): football home first,
  // basketball away first (the Chinese convention). 主队/客队 are written under the names.
  const awayFirst = match.sport === 'basketball';
  const [left, right] = awayFirst ? [match.away, match.home] : [match.home, match.away];
  const [leftScore, rightScore] = awayFirst
    ? [match.awayScore, match.homeScore]
    : [match.homeScore, match.awayScore];
  const [leftPlace, rightPlace] = awayFirst ? ['客队', '主队'] : ['主队', '客队'];
  return (
    <section className={styles.header} aria-label="比赛信息">
      <div className={styles.top}>
        <span>
          {match.league.shortName} {match.roundName}
        </span>
        <span>{kickoff}</span>
      </div>
      <div className={styles.teams}>
        <Team team={left} place={leftPlace} />
        <div className={styles.centre}>
          <span className={styles.score}>{started ? `${leftScore} - ${rightScore}` : 'VS'}</span>
          <span className={[styles.status, match.phase === 'live' ? styles.live : ''].join(' ')}>
            {match.phase === 'live' ? match.clockLabel : match.statusLabel}
          </span>
          {model && (
            <ForecastBar
              bar={model}
              sport={match.sport}
              matchId={match.id}
              className={styles.model}
              caption
            />
          )}
        </div>
        <Team team={right} place={rightPlace} />
      </div>
      <Link className={styles.link} to={matchDetailPath(match)}>
        比赛详情：{left.shortName} vs {right.shortName}
      </Link>
    </section>
  );
}

function Team({ team, place }: { team: TeamRef; place: string }) {
  return (
    <span className={styles.team}>
      <img src={team.logo} alt="" width={48} height={48} />
      {/* A phone shows the short name, whole; a screen reader reads the full one. */}
      <span className={team.shortName !== team.name ? styles.fullName : undefined}>{team.name}</span>
      {team.shortName !== team.name && (
        <span className={styles.shortName} aria-hidden="true">
          {team.shortName}
        </span>
      )}
      <small className={styles.place}>{place}</small>
    </span>
  );
}
