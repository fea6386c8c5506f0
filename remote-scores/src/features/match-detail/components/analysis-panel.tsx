import { Link } from 'react-router-dom';
import {
  EmptyState,
  FORM_RESULT,
  formatDate,
  type FormEntry,
  type MatchAnalysis,
  type MatchSummary,
} from '@jincheng/shared';
import { detailPath } from '../../../lib/detail-type';
import { emptyTabClasses } from './detail-look';
import styles from './analysis-panel.module.css';

function Form({ name, entries }: { name: string; entries: FormEntry[] }) {
  return (
    <div className={styles.form}>
      <h4>{name}</h4>
      <ol>
        {entries.map((f) => (
          <li key={f.matchId}>
            <span className={styles.result} style={{ background: FORM_RESULT[f.result].background }}>
              {FORM_RESULT[f.result].label}
            </span>
            <span className={styles.muted}>{formatDate(f.kickoff, 'MM-DD')}</span> {f.atHome ? '主' : '客'}{' '}
            {f.opponentName}{' '}
            <strong>
              {f.goalsFor}-{f.goalsAgainst}
            </strong>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** 分析: head-to-head, recent form of both teams, and the league table around them. */
export function AnalysisPanel({ match, analysis }: { match: MatchSummary; analysis: MatchAnalysis }) {
  const ids = new Set([match.home.id, match.away.id]);
  const rows = analysis.standings;
  const at = rows.map((r, i) => (ids.has(r.team.id) ? i : -1)).filter((i) => i >= 0);
  const around = at.length ? rows.slice(Math.max(0, Math.min(...at) - 2), Math.max(...at) + 3) : [];
  const basketball = match.sport === 'basketball';
  return (
    <div className={styles.panel}>
      <section>
        <h3>历史交锋</h3>
        {analysis.h2h.length ? (
          <ul className={styles.h2h}>
            {analysis.h2h.map((m: MatchSummary) => (
              <li key={m.id}>
                <Link to={detailPath(m.sport, m.id)}>
                  <span className={styles.muted}>{formatDate(m.kickoff, 'YYYY-MM-DD')}</span>{' '}
                  {m.league.shortName} {m.home.shortName}{' '}
                  <strong>
                    {m.homeScore}-{m.awayScore}
                  </strong>{' '}
                  {m.away.shortName}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState classes={emptyTabClasses}>两队近年没有交锋记录</EmptyState>
        )}
      </section>
      <section>
        <h3>近期战绩</h3>
        <div className={styles.forms}>
          <Form name={match.home.name} entries={analysis.form.home} />
          <Form name={match.away.name} entries={analysis.form.away} />
        </div>
      </section>
      {around.length > 0 && (
        <section>
          <h3>积分榜</h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>排名</th>
                <th>球队</th>
                <th>赛</th>
                <th>胜</th>
                {!basketball && <th>平</th>}
                <th>负</th>
                <th>{basketball ? '胜率' : '积分'}</th>
              </tr>
            </thead>
            <tbody>
              {around.map((r) => (
                <tr key={r.team.id} className={ids.has(r.team.id) ? styles.mine : undefined}>
                  <td>
                    {r.group ?? ''}
                    {r.rank}
                  </td>
                  <td>
                    {r.team.shortName}
                    {ids.has(r.team.id) && <span className={styles.muted}>（本场）</span>}
                  </td>
                  <td>{r.played}</td>
                  <td>{r.won}</td>
                  {!basketball && <td>{r.drawn}</td>}
                  <td>{r.lost}</td>
                  <td>{basketball ? `${(r.winPct * 100).toFixed(1)}%` : r.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
