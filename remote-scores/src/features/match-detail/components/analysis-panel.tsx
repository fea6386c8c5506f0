import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  EmptyState,
  FORM_RESULT,
  formatDate,
  paths,
  percentText,
  type FormEntry,
  type MatchAnalysis,
  type MatchSummary,
  type StandingRow,
} from '@jincheng/shared';
import { detailPath } from '../../../lib/detail-type';
import { matchIntelligenceQuery } from '../api/queries';
import { emptyTabClasses } from './detail-look';
import { Absences } from './absences-list';
import styles from './analysis-panel.module.css';

/** One team's last games, newest first: result, date, 主/客, opponent and the score from the team's side. */
function Form({
  name,
  entries,
  sport,
}: {
  name: string;
  entries: FormEntry[];
  sport: MatchSummary['sport'];
}) {
  return (
    <div className={styles.form}>
      <h4>{name}</h4>
      {entries.length ? (
        <ol>
          {entries.map((f) => (
            <li key={f.matchId}>
              <span className={styles.result} style={{ background: FORM_RESULT[f.result].background }}>
                {FORM_RESULT[f.result].label}
              </span>
              <span className={styles.muted}>{formatDate(f.kickoff, 'MM-DD')}</span> {f.atHome ? '主' : '客'}{' '}
              <Link to={detailPath(sport, f.matchId)}>
                {f.opponentName}{' '}
                <strong>
                  {f.goalsFor}-{f.goalsAgainst}
                </strong>
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>暂无已完赛的比赛</p>
      )}
    </div>
  );
}

/** A standings row's place: 东部第 3 in a grouped table (NBA conferences), 第 3 in a single one. */
const placeOf = (r: StandingRow) => `${r.group ?? ''}第 ${r.rank}`;

/** 积分榜 of basketball: the two teams' own rows (away first), W-L, win % and place in their conference. */
function BasketballStandings({ match, rows }: { match: MatchSummary; rows: StandingRow[] }) {
  const mine = [match.away, match.home]
    .map((team) => rows.find((r) => r.team.id === team.id))
    .filter((r): r is StandingRow => r !== undefined);
  if (!mine.length) return <EmptyState classes={emptyTabClasses}>这项赛事没有积分榜</EmptyState>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">球队</th>
            <th scope="col">排名</th>
            <th scope="col">胜-负</th>
            <th scope="col">胜率</th>
            <th scope="col">胜差</th>
          </tr>
        </thead>
        <tbody>
          {mine.map((r) => (
            <tr key={r.team.id}>
              <th scope="row">
                {r.team.shortName}
                <span className={styles.muted}>（{r.team.id === match.home.id ? '主' : '客'}）</span>
              </th>
              <td>{placeOf(r)}</td>
              <td>
                {r.won}-{r.lost}
              </td>
              <td>{percentText(r.winPct)}</td>
              <td>{r.gamesBehind ? r.gamesBehind.toFixed(1) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 积分榜 of football: the table around both teams. */
function FootballStandings({ match, rows }: { match: MatchSummary; rows: StandingRow[] }) {
  const ids = new Set([match.home.id, match.away.id]);
  const at = rows.map((r, i) => (ids.has(r.team.id) ? i : -1)).filter((i) => i >= 0);
  const around = at.length ? rows.slice(Math.max(0, Math.min(...at) - 2), Math.max(...at) + 3) : [];
  if (!around.length) return null;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>排名</th>
          <th>球队</th>
          <th>赛</th>
          <th>胜</th>
          <th>平</th>
          <th>负</th>
          <th>积分</th>
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
            <td>{r.drawn}</td>
            <td>{r.lost}</td>
            <td>{r.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A link to this match's 情报 when it has any (basketball pages have no 情报 tab of their own). */
function IntelligenceLinks({ matchId }: { matchId: number }) {
  const { data } = useQuery(matchIntelligenceQuery(matchId));
  const list = data?.list ?? [];
  if (!list.length) return null;
  return (
    <section aria-labelledby="analysis-intel">
      <h3 id="analysis-intel">本场情报</h3>
      <ul className={styles.h2h}>
        {list.map((a) => (
          <li key={a.id}>
            <Link to={paths.intelligenceDetails(a.id)}>{a.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 分析: 伤停, head-to-head, recent form of both teams, and the table around them; basketball reads away first. */
/** One block of the tab, a region named by its heading (伤停, 交锋, 近期战绩 …) for screen readers and tests. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

export function AnalysisPanel({ match, analysis }: { match: MatchSummary; analysis: MatchAnalysis }) {
  const basketball = match.sport === 'basketball';
  const sides = basketball
    ? [
        { team: match.away, form: analysis.form.away },
        { team: match.home, form: analysis.form.home },
      ]
    : [
        { team: match.home, form: analysis.form.home },
        { team: match.away, form: analysis.form.away },
      ];
  const absences = analysis.absences;
  return (
    <div className={styles.panel}>
      {absences && (
        <Section title="伤停">
          <div className={styles.forms}>
            {sides.map((s) => (
              <Absences
                key={s.team.id}
                name={s.team.name}
                teamId={s.team.id}
                list={s.team.id === match.home.id ? absences.home : absences.away}
              />
            ))}
          </div>
        </Section>
      )}
      <Section title={basketball ? '交锋' : '历史交锋'}>
        {analysis.h2h.length ? (
          <ul className={styles.h2h}>
            {analysis.h2h.map((m: MatchSummary) => (
              <li key={m.id}>
                <Link to={detailPath(m.sport, m.id)}>
                  <span className={styles.muted}>{formatDate(m.kickoff, 'YYYY-MM-DD')}</span>{' '}
                  {m.league.shortName}{' '}
                  {basketball ? (
                    <>
                      {m.away.shortName}{' '}
                      <strong>
                        {m.awayScore}-{m.homeScore}
                      </strong>{' '}
                      {m.home.shortName}
                      <span className={styles.muted}>（主）</span>
                    </>
                  ) : (
                    <>
                      {m.home.shortName}{' '}
                      <strong>
                        {m.homeScore}-{m.awayScore}
                      </strong>{' '}
                      {m.away.shortName}
                    </>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState classes={emptyTabClasses}>
            {basketball ? '两队本赛季及往季没有交锋记录' : '两队近年没有交锋记录'}
          </EmptyState>
        )}
      </Section>
      <Section title="近期战绩">
        <div className={styles.forms}>
          {sides.map((s) => (
            <Form key={s.team.id} name={s.team.name} entries={s.form} sport={match.sport} />
          ))}
        </div>
      </Section>
      {basketball ? (
        <Section title="积分榜">
          <BasketballStandings match={match} rows={analysis.standings} />
        </Section>
      ) : (
        analysis.standings.some((r) => r.team.id === match.home.id || r.team.id === match.away.id) && (
          <Section title="积分榜">
            <FootballStandings match={match} rows={analysis.standings} />
          </Section>
        )
      )}
      {/* Last, so the links arriving after the detail move nothing a fan is reading. */}
      {basketball && match.hasIntelligence && <IntelligenceLinks matchId={match.id} />}
    </div>
  );
}
