import { Link } from 'react-router-dom';
import { formatDate, type MatchSummary, type TeamRef } from '@jincheng/shared';
import { matchDetailPath } from '../lib/match-path';
import styles from './match-header.module.css';

export interface MatchHeaderProps {
  match: MatchSummary;
}

/** League, kickoff, teams, score or status, and a link to the match's own detail screen. */
export function MatchHeader({ match }: MatchHeaderProps) {
  const started = match.phase !== 'upcoming' && match.homeScore !== null && match.awayScore !== null;
  const kickoff = formatDate(match.kickoff, match.kickoffTbd ? 'MM-DD' : 'MM-DD HH:mm');
  // Home first in both sports: the card's title and link read 「主队 vs 客队」, so the teams row must too
  // (issue 27: a CBA card showed 客 VS 主 under a 主 vs 客 title). 主/客 are written under the names.
  const [left, right] = [match.home, match.away];
  const [leftScore, rightScore] = [match.homeScore, match.awayScore];
  return (
    <section className={styles.header} aria-label="比赛信息">
      <div className={styles.top}>
        <span>
          {match.league.shortName} {match.roundName}
        </span>
        <span>{kickoff}</span>
      </div>
      <div className={styles.teams}>
        <Team team={left} place="主队" />
        <div className={styles.centre}>
          <span className={styles.score}>{started ? `${leftScore} - ${rightScore}` : 'VS'}</span>
          <span className={[styles.status, match.phase === 'live' ? styles.live : ''].join(' ')}>
            {match.phase === 'live' ? match.clockLabel : match.statusLabel}
          </span>
        </div>
        <Team team={right} place="客队" />
      </div>
      <Link className={styles.link} to={matchDetailPath(match)}>
        比赛详情：{match.home.shortName} vs {match.away.shortName}
      </Link>
    </section>
  );
}

function Team({ team, place }: { team: TeamRef; place: string }) {
  return (
    <span className={styles.team}>
      <img src={team.logo} alt="" width={48} height={48} />
      <span>{team.name}</span>
      <small className={styles.place}>{place}</small>
    </span>
  );
}
