import { REPORT_DAYS } from '../../../src/sport/seed/seed-matches';
import { prep } from '../../db/sql';
import { openSeeded, type Seeded } from './seeded';

interface Report {
  id: number;
  sport: string;
  title: string;
  sections: string;
  match_id: number;
  home_score: number;
  away_score: number;
  home: string;
  away: string;
}

interface Ev {
  match_id: number;
  minute: number;
  stoppage: number;
  side: string;
  kind: string;
  points: number;
  player_id: number | null;
  player: string;
}

/** 战报 against the match they report: score, scorers and their minutes, feats, the sport's words, titles. */
describe('seeded match reports (战报)', () => {
  let s: Seeded;
  let reports: Report[];
  const all = <T>(sql: string, ...params: unknown[]) => prep(s.db, sql).all<T>(...params);
  const text = (r: Report) =>
    [
      r.title,
      ...(JSON.parse(r.sections) as Array<{ paragraphs: string[] }>).flatMap((x) => x.paragraphs),
    ].join('');

  beforeAll(async () => {
    s = await openSeeded();
    reports = await all<Report>(
      `SELECT a.id, a.sport, a.title, a.sections, a.match_id, m.home_score, m.away_score, h.short_name home,
      w.short_name away FROM sport_articles a JOIN sport_matches m ON m.id = a.match_id
      JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams w ON w.id = m.away_id WHERE a.kind = 'report'`,
    );
  }, 120000);
  afterAll(() => s.close());

  it('reports every finished hot-league match of the last days, once each', async () => {
    const finished = await all<{ id: number }>(
      `SELECT m.id FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id
      WHERE l.hot = 1 AND m.status = 'finished' AND m.kickoff > ?`,
      s.anchor - (REPORT_DAYS - 1) * 86400,
    );
    const reported = reports.map((r) => r.match_id);
    expect(new Set(reported).size).toBe(reported.length);
    expect(finished.map((m) => m.id).filter((id) => !reported.includes(id))).toEqual([]);
    expect(reports.filter((r) => r.sport === 'football').length).toBeGreaterThan(50);
    expect(reports.filter((r) => r.sport === 'basketball').length).toBeGreaterThan(20);
  });

  it('gives every report its own title', () => {
    const titles = reports.map((r) => r.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it("states the match's score, and each standing goal with its scorer and minute", async () => {
    const events = await all<Ev>(
      `SELECT e.match_id, e.minute, e.stoppage, e.side, e.kind, e.points, e.player_id, COALESCE(p.name, '') player
      FROM sport_events e LEFT JOIN sport_players p ON p.id = e.player_id
      WHERE e.kind IN ('goal', 'penalty', 'own_goal', 'var') ORDER BY e.id`,
    );
    const byMatch = new Map<number, Ev[]>();
    for (const e of events) byMatch.set(e.match_id, [...(byMatch.get(e.match_id) ?? []), e]);
    const wrong: string[] = [];
    let braces = 0;
    for (const r of reports.filter((x) => x.sport === 'football')) {
      const t = text(r);
      if (!t.includes(`${r.home}主场${r.home_score}-${r.away_score}`)) wrong.push(`${r.id} score`);
      // The goals that stand: a VAR ruling-out cancels that player's latest goal before it.
      const goals: Ev[] = [];
      for (const e of byMatch.get(r.match_id) ?? []) {
        if (e.kind !== 'var') goals.push(e);
        else if (e.points < 0) {
          const i = goals.map((g) => g.kind === 'goal' && g.player_id === e.player_id).lastIndexOf(true);
          const [out] = i >= 0 ? goals.splice(i, 1) : [];
          const min = out && (out.stoppage ? `${out.minute}+${out.stoppage}` : `${out.minute}`);
          if (out && !t.includes(`第${min}分钟`)) wrong.push(`${r.id} VAR ${min}`);
          if (out && !t.includes(`${out.player}一度破门，但经VAR复核被判无效`))
            wrong.push(`${r.id} VAR ${out.player}`);
        }
      }
      const home = goals.filter((g) => g.side === 'home').length;
      if (home !== r.home_score || goals.length - home !== r.away_score) wrong.push(`${r.id} events`);
      const tally = new Map<string, number>();
      for (const g of goals) {
        const min = g.stoppage ? `${g.minute}+${g.stoppage}` : `${g.minute}`;
        const said =
          g.kind === 'own_goal'
            ? `${g.player}自摆乌龙`
            : `${g.player}${g.kind === 'penalty' ? '点球命中' : '破门'}`;
        if (!t.includes(`第${min}分钟`) || !t.includes(said)) wrong.push(`${r.id} ${min} ${said}`);
        if (g.kind !== 'own_goal') tally.set(g.player, (tally.get(g.player) ?? 0) + 1);
      }
      for (const [player, n] of tally) {
        const two = t.includes(`${player}梅开二度`);
        const three = t.includes(`${player}上演帽子戏法`) || t.includes(`${player}帽子戏法`);
        if (two !== (n === 2) || three !== (n === 3)) wrong.push(`${r.id} ${player} ${n} goals`);
        if (n === 2) braces++;
      }
      if (/梅开二度|帽子戏法/.test(t) && ![...tally.values()].some((n) => n >= 2)) wrong.push(`${r.id} feat`);
      if (!goals.length && !t.includes('全场没有进球')) wrong.push(`${r.id} 0-0`);
      if (goals.some((g) => g.kind === 'own_goal') !== t.includes('乌龙')) wrong.push(`${r.id} own goal`);
    }
    expect(wrong).toEqual([]);
    expect(braces).toBeGreaterThan(0);
  });

  it('calls a football result a comeback only when the winner trailed', async () => {
    const rows = await all<{ match_id: number; side: string; home_score: number; away_score: number }>(
      `SELECT match_id, side, home_score, away_score FROM sport_events
      WHERE kind IN ('goal', 'penalty', 'own_goal', 'var') ORDER BY id`,
    );
    const wrong = reports
      .filter((r) => r.sport === 'football' && text(r).includes('逆转'))
      .filter((r) => {
        const homeWon = r.home_score > r.away_score;
        return !rows.some(
          (e) =>
            e.match_id === r.match_id &&
            (homeWon ? e.home_score < e.away_score : e.away_score < e.home_score),
        );
      })
      .map((r) => r.title);
    expect(wrong).toEqual([]);
  });

  it('writes basketball reports with basketball words and the final score, winner first', () => {
    const football =
      /门将|黄牌|红牌|角球|点球|进球|破门|射门|控球|乌龙|梅开二度|帽子戏法|平局|战平|降级|保级|xG|分钟|第\d+轮/;
    const basketball = reports.filter((r) => r.sport === 'basketball');
    expect(basketball.filter((r) => football.test(text(r))).map((r) => text(r).slice(0, 160))).toEqual([]);
    const wrong = basketball.filter((r) => {
      const [w, l] = [Math.max(r.home_score, r.away_score), Math.min(r.home_score, r.away_score)];
      return !r.title.includes(`${w}-${l}`) || !/得分|篮板|助攻/.test(text(r));
    });
    expect(wrong.map((r) => r.title)).toEqual([]);
  });
});
