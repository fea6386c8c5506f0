import type { RawSqlite } from '../../db/database';
import { DAY_S } from '../time';
import { personName } from './names';
import { createRng, type Rng } from './prng';
import {
  intelligenceHeadline,
  intelligenceSections,
  matchup,
  previewArticle,
  solutionText,
} from './content-text';
import { matchBrief, type MatchBrief } from './match-brief';
import { absencesSync, type AbsenceMatch } from '../absences/absence-read';
import type { OutPlayer } from './content-text';
import { expertProfile, publishedBefore } from './expert-profile';
import { MatchFacts, type FactMatch } from './match-facts';
import { newsItems } from './news-text';
import type { ReportFigures } from './report-figures';
import { seedReports } from './seed-reports';
import { expertRecordSql, settleSql } from './settle';

/** Days before the anchor whose finished big games carry the experts' earlier solutions. */
const HISTORY_DAYS = 12;

interface MatchRow {
  id: number;
  sport: 'football' | 'basketball';
  league_id: number;
  kickoff: number;
  status: string;
  home: string;
  away: string;
  league: string;
  hot: number;
  round: number;
}

/** Articles, experts and solutions around the anchor: intelligence and solutions for the window's big games. */
export function seedContent(
  db: RawSqlite,
  seed: string,
  anchor: number,
  figures: Map<number, ReportFigures> = new Map(),
): void {
  const rng = createRng(seed, 'content');
  const window = db
    .prepare(
      `SELECT m.id, m.sport, m.league_id, m.kickoff, m.status, m.round, h.short_name home, a.short_name away, l.short_name league, l.hot hot
      FROM sport_matches m JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id
      JOIN sport_leagues l ON l.id = m.league_id WHERE m.kickoff BETWEEN ? AND ? AND l.hot = 1 ORDER BY m.kickoff, m.id`,
    )
    .all(anchor - DAY_S * HISTORY_DAYS, anchor + DAY_S * 3) as MatchRow[];
  const matches = window.filter((m) => m.kickoff >= anchor - DAY_S * 2);
  const insArticle =
    db.prepare(`INSERT INTO sport_articles (kind, sport, title, summary, author, published_at, views, tags,
    match_id, league_id, sections) VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  const insExpert =
    db.prepare(`INSERT INTO sport_experts (id, name, sport, title, bio, followers, tags, red, black, streak,
    best_streak) VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  const insSolution =
    db.prepare(`INSERT INTO sport_solutions (expert_id, match_id, title, price, summary, analysis, pick,
    pick_side, result, published_at) VALUES (?,?,?,?,?,?,?,?,?,?)`);
  const authors = ['锦城体育', '锦城情报组', '数据分析师', '前线记者'];
  // Every text states the facts as they stood before kickoff (table, form, meetings, home and away records).
  const facts = new MatchFacts(db);
  const byId = new Map(facts.matches.map((m) => [m.id, m]));
  const briefs = new Map<number, MatchBrief>();
  const brief = (m: MatchRow): MatchBrief => {
    let b = briefs.get(m.id);
    if (!b) briefs.set(m.id, (b = matchBrief(facts, byId.get(m.id) as FactMatch, m.league)));
    return b;
  };
  for (const m of matches) {
    const published = publishedBefore(rng, m.kickoff, rng.int(3, 30) * 3600, anchor);
    const sections = intelligenceSections(brief(m), outPlayers(db, m, published));
    insArticle.run(
      'intelligence',
      m.sport,
      `【${m.league}情报】${matchup(m.sport, m.home, m.away)}：${intelligenceHeadline(brief(m))}`,
      `${sections[1]?.paragraphs[0] ?? ''}${sections[4]?.paragraphs[0] ?? ''}`,
      rng.pick(authors),
      published,
      rng.int(800, 90000),
      JSON.stringify([m.league, '情报']),
      m.id,
      m.league_id,
      JSON.stringify(sections),
    );
  }
  const hot = new Map(
    (
      db.prepare('SELECT id, short_name FROM sport_leagues WHERE hot = 1 ORDER BY sort, id').all() as Array<{
        id: number;
        short_name: string;
      }>
    ).map((l) => [l.id, l.short_name]),
  );
  for (const news of newsItems(db, facts, rng, anchor, hot, 160)) {
    insArticle.run(
      'news',
      news.sport,
      news.title,
      news.summary,
      rng.pick(authors),
      news.publishedAt,
      rng.int(300, 200000),
      JSON.stringify([news.league, '新闻']),
      null,
      news.leagueId,
      JSON.stringify(news.sections),
    );
  }
  seedReports(db, facts, createRng(seed, 'content', 'reports'), anchor, hot, figures);
  for (const m of matches.filter((x) => x.kickoff > anchor - DAY_S).slice(0, 60)) {
    const author = rng.pick(authors);
    const published = publishedBefore(rng, m.kickoff, DAY_S + rng.int(0, 12) * 3600, anchor);
    const preview = previewArticle(brief(m), outPlayers(db, m, published));
    insArticle.run(
      'preview',
      m.sport,
      preview.title,
      preview.summary,
      author,
      published,
      rng.int(1000, 60000),
      JSON.stringify([m.league, '专题']),
      m.id,
      m.league_id,
      JSON.stringify(preview.sections),
    );
  }
  const experts: Array<{ id: number; sport: string }> = [];
  const names = new Set<string>();
  for (let id = 1; id <= 48; id++) {
    const sport = id % 4 === 0 ? 'basketball' : 'football';
    let name = '';
    while (!name || names.has(name)) {
      const [full] = personName(rng, true);
      name = rng.chance(0.4)
        ? full
        : `${full.slice(0, 1)}${rng.pick(['哥', '指导', '老师', '说球', '看球'])}`;
    }
    names.add(name);
    const profile = expertProfile(rng, sport);
    // The record (red, black, streak, best streak, tags) is written from his settled solutions below.
    insExpert.run(id, name, sport, profile.title, profile.bio, rng.int(800, 240000), '[]', 0, 0, 0, 0);
    experts.push({ id, sport });
  }
  const writeSolutions = (m: MatchRow, rng: Rng, most: number): void => {
    const pool = experts.filter((e) => e.sport === m.sport);
    for (let k = rng.int(0, most); k > 0; k--) {
      const expert = rng.pick(pool);
      const text = solutionText(rng, brief(m));
      const price = rng.pick([0, 18, 28, 38, 58, 88]);
      insSolution.run(
        expert.id,
        m.id,
        text.title,
        price,
        text.summary,
        text.analysis,
        text.pick,
        text.side,
        'pending',
        publishedBefore(rng, m.kickoff, rng.int(2, 20) * 3600, anchor),
      );
    }
  };
  // The window's games, then (on a stream of their own) the finished ones of the days before: an expert's
  // record is the history of what he published.
  const history = createRng(seed, 'content', 'history');
  const solutionRuns: Array<[MatchRow[], Rng, number]> = [
    [matches, rng, 3],
    [window.filter((m) => m.kickoff < anchor - DAY_S * 2 && m.status === 'finished'), history, 2],
  ];
  for (const [list, r, most] of solutionRuns) for (const m of list) writeSolutions(m, r, most);
  db.exec(`UPDATE sport_matches SET has_intel = 1 WHERE id IN (SELECT match_id FROM sport_articles WHERE kind = 'intelligence');
    UPDATE sport_matches SET has_solutions = 1 WHERE id IN (SELECT match_id FROM sport_solutions)`);
  db.exec(settleSql());
  db.exec(expertRecordSql());
}

/** Both sides' 伤停 as known when the piece is published (absences/absence-read.ts). */
function outPlayers(db: RawSqlite, m: MatchRow, asOf: number): Record<'home' | 'away', OutPlayer[]> {
  const row = db
    .prepare(
      'SELECT id, sport, league_id, season_id, kickoff, home_id, away_id FROM sport_matches WHERE id = ?',
    )
    .get(m.id) as AbsenceMatch & { home_id: number; away_id: number };
  const name = db.prepare('SELECT name FROM sport_players WHERE id = ?');
  const side = (teamId: number): OutPlayer[] =>
    absencesSync(db, row, teamId, asOf).map((a) => ({
      name: (name.get(a.playerId) as { name: string } | undefined)?.name ?? '',
      kind: a.kind,
      reason: a.reason,
      until: a.until,
      matches: a.matches,
    }));
  return { home: side(row.home_id), away: side(row.away_id) };
}
