import type { RawSqlite } from '../../db/database';
import { DAY_S } from '../time';
import { personName } from './names';
import { createRng } from './prng';
import { intelligenceSections, newsArticle, previewArticle, solutionText } from './content-text';
import { expertProfile, publishedBefore } from './expert-profile';
import { settleSql } from './settle';

interface MatchRow {
  id: number;
  sport: string;
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
export function seedContent(db: RawSqlite, seed: string, anchor: number): void {
  const rng = createRng(seed, 'content');
  const matches = db
    .prepare(
      `SELECT m.id, m.sport, m.league_id, m.kickoff, m.status, m.round, h.short_name home, a.short_name away, l.short_name league, l.hot hot
      FROM sport_matches m JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id
      JOIN sport_leagues l ON l.id = m.league_id WHERE m.kickoff BETWEEN ? AND ? AND l.hot = 1 ORDER BY m.kickoff, m.id`,
    )
    .all(anchor - DAY_S * 2, anchor + DAY_S * 3) as MatchRow[];
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
  const intelMatches = new Set<number>();
  for (const m of matches) {
    const published = publishedBefore(rng, m.kickoff, rng.int(3, 30) * 3600, anchor);
    const sections = intelligenceSections(rng, m.home, m.away, m.league);
    insArticle.run(
      'intelligence',
      m.sport,
      `【${m.league}情报】${m.home} vs ${m.away}：${rng.pick(['主力回归', '伤停告急', '状态火热', '战意十足', '客场难题'])}`,
      sections[4]?.paragraphs[0] ?? '',
      rng.pick(authors),
      published,
      rng.int(800, 90000),
      JSON.stringify([m.league, '情报']),
      m.id,
      m.league_id,
      JSON.stringify(sections),
    );
    intelMatches.add(m.id);
  }
  const leagueNames = [...new Set(matches.map((m) => `${m.league_id}|${m.league}|${m.sport}`))];
  for (let i = 0; i < 160; i++) {
    const [leagueId = '0', league = '', sport = 'football'] = rng
      .pick(leagueNames.length ? leagueNames : ['0||football'])
      .split('|');
    const news = newsArticle(rng, league, sport);
    insArticle.run(
      'news',
      sport,
      news.title,
      news.summary,
      rng.pick(authors),
      anchor - rng.int(300, 6 * DAY_S),
      rng.int(300, 200000),
      JSON.stringify([league, '新闻']),
      null,
      Number(leagueId),
      JSON.stringify(news.sections),
    );
  }
  for (const m of matches.filter((x) => x.kickoff > anchor - DAY_S).slice(0, 60)) {
    const preview = previewArticle(rng, m.league, m.home, m.away, m.round);
    insArticle.run(
      'preview',
      m.sport,
      preview.title,
      preview.summary,
      rng.pick(authors),
      publishedBefore(rng, m.kickoff, DAY_S + rng.int(0, 12) * 3600, anchor),
      rng.int(1000, 60000),
      JSON.stringify([m.league, '专题']),
      m.id,
      m.league_id,
      JSON.stringify(preview.sections),
    );
  }
  const experts: Array<{ id: number; sport: string }> = [];
  for (let id = 1; id <= 48; id++) {
    const sport = id % 4 === 0 ? 'basketball' : 'football';
    const [name] = personName(rng, true);
    const red = rng.int(20, 160);
    const black = rng.int(15, 120);
    const profile = expertProfile(rng, sport);
    insExpert.run(
      id,
      rng.chance(0.4) ? name : `${name.slice(0, 1)}${rng.pick(['哥', '指导', '老师', '说球', '看球'])}`,
      sport,
      profile.title,
      profile.bio,
      rng.int(800, 240000),
      JSON.stringify([rng.pick(['连红', '高命中', '稳健', '冷门专家'])]),
      red,
      black,
      rng.int(0, 9),
      rng.int(5, 16),
    );
    experts.push({ id, sport });
  }
  for (const m of matches) {
    const pool = experts.filter((e) => e.sport === m.sport);
    for (let k = rng.int(0, 3); k > 0; k--) {
      const expert = rng.pick(pool);
      const text = solutionText(rng, m.home, m.away, m.sport);
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
  }
  db.exec(`UPDATE sport_matches SET has_intel = 1 WHERE id IN (SELECT match_id FROM sport_articles WHERE kind = 'intelligence');
    UPDATE sport_matches SET has_solutions = 1 WHERE id IN (SELECT match_id FROM sport_solutions)`);
  db.exec(settleSql());
}
