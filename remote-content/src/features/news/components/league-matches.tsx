import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDate, type MatchSummary } from '@jincheng/shared';
import styles from '../../../components/detail.module.css';
import { matchDetailPath } from '../../../lib/match-path';
import { leagueRoundQuery } from '../api/queries';

const SHOWN = 6;

export interface LeagueMatchesProps {
  leagueId: number;
}

/** 相关比赛: the article's league's current round, each game linking to its match detail. Quiet on failure. */
export function LeagueMatches({ leagueId }: LeagueMatchesProps) {
  const round = useQuery(leagueRoundQuery(leagueId)).data;
  if (!round || round.matches.length === 0) return null;
  const { matches, roundName } = round;
  return (
    <section className={styles.panel}>
      <h2 className={styles.asideTitle}>相关比赛 · {roundName}</h2>
      <ul className={styles.links}>
        {matches.slice(0, SHOWN).map((m) => (
          <li key={m.id}>
            <Link to={matchDetailPath(m)}>
              {m.home.shortName} {scoreOrVs(m)} {m.away.shortName}
              <span className={styles.linkMeta}>
                {m.league.shortName} · {formatDate(m.kickoff, 'MM-DD HH:mm')} · {m.statusLabel}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function scoreOrVs(m: MatchSummary): string {
  return m.homeScore !== null && m.awayScore !== null && m.phase !== 'upcoming'
    ? `${m.homeScore} : ${m.awayScore}`
    : 'vs';
}
