import { LazyImage, formatDate, type TeamRef } from '@jincheng/shared';
import { Flash } from '../../../components/flash';
import { StatusText } from '../../../components/status-text';
import type { LiveMatch } from '../../../lib/live-feed/live-types';
import styles from './detail-header.module.css';

function Team({ team, side }: { team: TeamRef; side: string }) {
  return (
    <div className={styles.team}>
      <LazyImage src={team.logo} alt={`${team.name}队徽`} className={styles.badge} width={56} height={56} />
      {/* A phone shows the short name (俄克拉荷马城雷霆 → 雷霆), whole; a screen reader reads the full one. */}
      <strong className={styles.teamName}>
        <span className={team.shortName !== team.name ? styles.fullName : undefined}>{team.name}</span>
        {team.shortName !== team.name && (
          <span className={styles.shortName} aria-hidden="true">
            {team.shortName}
          </span>
        )}
      </strong>
      <span className={styles.sub}>
        {side}
        {team.rank !== null ? ` · 排名 ${team.rank}` : ''}
      </span>
    </div>
  );
}

/** League, round, teams with badges, live score and status, half-time, venue and kickoff (Shanghai time). */
export function DetailHeader({ match: m }: { match: LiveMatch }) {
  const basketball = m.sport === 'basketball';
  const [left, right] = basketball ? [m.away, m.home] : [m.home, m.away];
  const [l, r] = basketball ? [m.awayScore, m.homeScore] : [m.homeScore, m.awayScore];
  const score = l === null || r === null ? 'VS' : `${l} - ${r}`;
  return (
    <header className={`${styles.header} ${m.highlight ? styles[m.highlight.kind] : ''}`}>
      <p className={styles.meta}>
        <span className={styles.league} style={{ borderColor: m.league.color }}>
          {m.league.name}
        </span>
        <span>{m.roundName}</span>
        <span>
          {m.kickoffTbd ? `${formatDate(m.kickoff, 'YYYY-MM-DD')} 待定` : formatDate(m.kickoff)} 北京时间
        </span>
      </p>
      <div className={styles.board}>
        <Team team={left} side={basketball ? '客队' : '主队'} />
        <div className={styles.center}>
          <Flash className={styles.score} value={score}>
            <span aria-label={`比分 ${score}`}>{score}</span>
          </Flash>
          <Flash className={styles.status} value={m.clockLabel}>
            <StatusText match={m} />
          </Flash>
          {m.halfTime && !basketball && (
            <span className={styles.sub}>
              半场 {m.halfTime.home}-{m.halfTime.away}
            </span>
          )}
          {m.highlight && (
            <span className={styles.badge2}>{m.highlight.kind === 'goal' ? '进球' : '红牌'}</span>
          )}
        </div>
        <Team team={right} side={basketball ? '主队' : '客队'} />
      </div>
      {m.venue && <p className={styles.venue}>场地：{m.venue}</p>}
    </header>
  );
}
