import type { RawSqlite } from '../../db/database';
import { shanghaiDay } from '../time';
import type { MatchFacts } from './match-facts';
import type { Rng } from './prng';
import type { ReportFigures } from './report-figures';
import { basketballReport } from './basketball-report';
import { footballReport } from './football-report';
import { seededFacts, type ReportEvent } from './report-text';

/**
 * One 战报 (kind 'report') for each finished hot-league match whose figures the seed kept (seed-matches.ts,
 * the last REPORT_DAYS), written from its own events and filed a little after the final whistle. A title another
 * report already used gets the match day, so no two read the same.
 */
export function seedReports(
  db: RawSqlite,
  facts: MatchFacts,
  rng: Rng,
  anchor: number,
  hot: Map<number, string>,
  figures: Map<number, ReportFigures>,
): number {
  const eventsOf = db.prepare(
    `SELECT e.minute, e.stoppage, e.side, e.kind, e.points, e.player_id, COALESCE(p.name, '') player
    FROM sport_events e LEFT JOIN sport_players p ON p.id = e.player_id
    WHERE e.match_id = ? AND e.kind IN ('goal', 'penalty', 'own_goal', 'var', 'red', 'second_yellow') ORDER BY e.id`,
  );
  const ins =
    db.prepare(`INSERT INTO sport_articles (kind, sport, title, summary, author, published_at, views, tags,
    match_id, league_id, sections) VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  const told = seededFacts(facts);
  const firstLeg = db.prepare(
    `SELECT f.away_score home, f.home_score away FROM sport_matches m JOIN sport_matches f ON f.id = m.tie_id
    WHERE m.id = ? AND m.leg = 2 AND f.status = 'finished'`,
  );
  const titles = new Set<string>();
  let n = 0;
  for (const m of facts.matches) {
    const league = hot.get(m.league_id);
    const f = figures.get(m.id);
    if (!league || !f || m.status !== 'finished') continue;
    const report =
      f.sport === 'football'
        ? footballReport(
            told,
            m,
            league,
            eventsOf.all(m.id) as ReportEvent[],
            f,
            (firstLeg.get(m.id) as { home: number; away: number } | undefined) ?? null,
          )
        : basketballReport(told, m, league, f);
    let title = report.title;
    if (titles.has(title)) title = `${title}（${shanghaiDay(m.kickoff).slice(5).replace('-', '月')}日）`;
    titles.add(title);
    // Filed 20–70 minutes after the end (about two hours after kickoff, two and a half for basketball).
    const end = m.kickoff + (m.sport === 'basketball' ? 9000 : 6600);
    const published = Math.min(end + rng.int(20, 70) * 60 + rng.int(0, 59), anchor - rng.int(60, 900));
    ins.run(
      'report',
      m.sport,
      title,
      report.summary,
      rng.pick(['锦城体育', '前线记者', '锦城战报组']),
      published,
      rng.int(2000, 150000),
      JSON.stringify([league, '战报']),
      m.id,
      m.league_id,
      JSON.stringify(report.sections),
    );
    n++;
  }
  return n;
}
