import type { StandingRow, TeamRef } from '@jincheng/shared/core';
import { buildTable } from '../../../src/sport/repo/standings-table';
import type { FactMatch as Match } from '../../../src/sport/seed/match-facts';
import { settleSolutions } from '../../../src/sport/seed/settle';
import { prep } from '../../db/sql';
import { openSeeded, type Seeded } from './seeded';

/** What the seeded texts say against the seeded facts: form, table, words of the sport, experts' records. */
describe('seeded words', () => {
  let s: Seeded;
  const all = <T>(sql: string, ...params: unknown[]) => prep(s.db, sql).all<T>(...params);

  interface Team {
    id: number;
    name: string;
    short_name: string;
    name_en: string;
    city: string;
    grp: string | null;
  }
  interface Text {
    match_id: number;
    sport: string;
    text: string;
  }
  let matches: Match[];
  let teams: Map<number, Team>;
  let leagues: Map<number, { kind: string; sport: string; zones: string }>;
  let texts: Text[];

  beforeAll(async () => {
    s = await openSeeded();
    matches = await all<Match>(
      `SELECT id, sport, league_id, season_id, stage, grp, round, kickoff, status, home_id, away_id, home_score,
      away_score FROM sport_matches ORDER BY kickoff, id`,
    );
    teams = new Map(
      (await all<Team>('SELECT id, name, short_name, name_en, city, grp FROM sport_teams')).map((t) => [
        t.id,
        t,
      ]),
    );
    leagues = new Map(
      (
        await all<{ id: number; kind: string; sport: string; zones: string }>('SELECT * FROM sport_leagues')
      ).map((l) => [l.id, l]),
    );
    const articles = await all<Text>(
      `SELECT match_id, sport, title || '\n' || summary || '\n' || sections text FROM sport_articles
      WHERE match_id IS NOT NULL`,
    );
    const solutions = await all<Text>(
      `SELECT s.match_id, m.sport, s.title || '\n' || s.summary || '\n' || s.analysis || '\n' || s.pick text
      FROM sport_solutions s JOIN sport_matches m ON m.id = s.match_id`,
    );
    texts = [...articles, ...solutions];
  }, 120000);
  afterAll(() => s.close());

  const byId = () => new Map(matches.map((m) => [m.id, m]));
  const resultOf = (m: Match, teamId: number) => {
    const [gf, ga] = m.home_id === teamId ? [m.home_score, m.away_score] : [m.away_score, m.home_score];
    return (gf ?? 0) > (ga ?? 0) ? 'W' : (gf ?? 0) < (ga ?? 0) ? 'L' : 'D';
  };
  const lastFive = (teamId: number, before: number) =>
    matches
      .filter(
        (m) =>
          m.status === 'finished' && m.kickoff < before && (m.home_id === teamId || m.away_id === teamId),
      )
      .slice(-5)
      .map((m) => resultOf(m, teamId));
  const tableBefore = (m: Match): StandingRow[] => {
    const season = matches.filter(
      (x) => x.season_id === m.season_id && ['regular', 'league_phase'].includes(x.stage),
    );
    const ids = new Set(season.flatMap((x) => [x.home_id, x.away_id]));
    const refs = new Map<number, TeamRef>(
      [...ids].map((id) => {
        const t = teams.get(id) as Team;
        return [id, { id, name: t.name, shortName: t.short_name, nameEn: t.name_en, logo: '', rank: null }];
      }),
    );
    const groups = new Map(
      [...ids].filter((id) => teams.get(id)?.grp).map((id) => [id, teams.get(id)?.grp as string]),
    );
    const league = leagues.get(m.league_id) as { sport: string; zones: string };
    return buildTable({
      sport: league.sport,
      zones: league.zones,
      rows: season
        .filter((x) => x.status === 'finished' && x.kickoff < m.kickoff)
        .map((x) => ({ ...x, home_score: x.home_score ?? 0, away_score: x.away_score ?? 0 })),
      teamIds: ids,
      teams: refs,
      groups,
    });
  };

  it('keeps football words out of every basketball text', () => {
    // Draws are football's (平局, 战平, "3胜1平"); 追平 (levelling the score) is basketball's word too.
    const football = /门将|五后卫|黄牌|角球|点球|反击|保级|平局|战平|\d+平/;
    const basketball = texts.filter((t) => t.sport === 'basketball');
    expect(basketball.length).toBeGreaterThan(20);
    expect(basketball.filter((t) => football.test(t.text)).map((t) => t.text.slice(0, 120))).toEqual([]);
  });

  it("states each team's real last results before the match wherever a text gives its 近N场 line", () => {
    const match = byId();
    const wrong: string[] = [];
    let checked = 0;
    for (const t of texts) {
      const m = match.get(t.match_id) as Match;
      for (const id of [m.home_id, m.away_id]) {
        const name = (teams.get(id) as Team).short_name;
        const line = new RegExp(`${name}近(\\d)场(\\d+)胜(?:(\\d+)平)?(\\d+)负`).exec(t.text);
        const form = lastFive(id, m.kickoff);
        if (!line) {
          if (form.length && /近\d场/.test(t.text) && t.text.includes(name))
            wrong.push(`${name}: no line in ${t.text.slice(0, 80)}`);
          continue;
        }
        checked++;
        const count = (r: string) => form.filter((x) => x === r).length;
        const want = [form.length, count('W'), m.sport === 'basketball' ? undefined : count('D'), count('L')];
        const got = [
          Number(line[1]),
          Number(line[2]),
          line[3] === undefined ? undefined : Number(line[3]),
          Number(line[4]),
        ];
        if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${line[0]} ≠ ${JSON.stringify(want)}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('gives a headline tag only where the table or the map bears it out', () => {
    const match = byId();
    const wrong: string[] = [];
    const titles = texts.map((t) => ({
      m: match.get(t.match_id) as Match,
      title: t.text.split('\n')[0] ?? '',
    }));
    for (const { m, title } of titles) {
      const table = /榜首之争|保级|强强对话/.test(title) ? tableBefore(m) : [];
      const row = (id: number) => table.find((r) => r.team.id === id && r.played > 0);
      const [h, a] = [row(m.home_id), row(m.away_id)];
      const size = (r: StandingRow) => table.filter((x) => x.group === r.group).length;
      if (title.includes('榜首之争') && !(h && a && h.group === a.group && h.rank <= 2 && a.rank <= 2))
        wrong.push(title);
      if (
        title.includes('强强对话') &&
        !(h && a && h.rank <= Math.ceil(size(h) / 4) && a.rank <= Math.ceil(size(a) / 4))
      )
        wrong.push(title);
      if (title.includes('保级')) {
        const league = leagues.get(m.league_id) as { kind: string; zones: string };
        const drop = (JSON.parse(league.zones) as Array<{ from: number; label: string }>).find(
          (z) => z.label === '降级',
        );
        const near = (r?: StandingRow) => !!r && !!drop && r.rank >= drop.from - 2;
        if (league.kind !== 'league' || !drop || !(near(h) || near(a))) wrong.push(title);
      }
      if (title.includes('德比') && teams.get(m.home_id)?.city !== teams.get(m.away_id)?.city)
        wrong.push(title);
    }
    expect(wrong).toEqual([]);
  });

  it('backs each pick with the data: the picked side leads on form, table or venue; no 平局 in basketball', () => {
    const match = byId();
    const wrong: string[] = [];
    const picks = texts.filter((t) => t.text.split('\n').length === 4);
    expect(picks.length).toBeGreaterThan(50);
    for (const t of picks) {
      const m = match.get(t.match_id) as Match;
      const [, , analysis = '', pick = ''] = t.text.split('\n');
      const home = (teams.get(m.home_id) as Team).short_name;
      const away = (teams.get(m.away_id) as Team).short_name;
      if (!analysis.includes(`倾向${pick}`)) wrong.push(`analysis does not lean to ${pick}`);
      if (pick === '平局') {
        if (m.sport === 'basketball') wrong.push('basketball 平局');
        continue;
      }
      const side = pick === `${home}胜` ? 'home' : pick === `${away}胜` ? 'away' : null;
      if (!side) {
        wrong.push(`pick ${pick}`);
        continue;
      }
      const [me, them] = side === 'home' ? [m.home_id, m.away_id] : [m.away_id, m.home_id];
      // Share of the points available (a draw is a third of a win), 0.5 when there is nothing to go on.
      const share = (rs: string[]) =>
        rs.length ? rs.reduce((n, r) => n + (r === 'W' ? 1 : r === 'D' ? 1 / 3 : 0), 0) / rs.length : 0.5;
      const venue = (id: number, atHome: boolean) =>
        share(
          matches
            .filter(
              (x) =>
                x.season_id === m.season_id &&
                x.status === 'finished' &&
                x.kickoff < m.kickoff &&
                (atHome ? x.home_id : x.away_id) === id,
            )
            .map((x) => resultOf(x, id)),
        );
      const table = ['regular', 'league_phase'].includes(m.stage) ? tableBefore(m) : [];
      const rate = (id: number) => {
        const r = table.find((x) => x.team.id === id && x.played > 0);
        return r ? (m.sport === 'basketball' ? r.won / r.played : r.points / (r.played * 3)) : 0.5;
      };
      const leads =
        share(lastFive(me, m.kickoff)) >= share(lastFive(them, m.kickoff)) ||
        rate(me) >= rate(them) ||
        venue(me, side === 'home') >= venue(them, side !== 'home');
      if (!leads) wrong.push(`${home} vs ${away}: ${pick}`);
    }
    expect(wrong).toEqual([]);
  });

  /** Experts whose stored red, black, streak or best streak differ from what their settled solutions say. */
  const recordMismatches = async () => {
    const experts = await all<{
      id: number;
      name: string;
      red: number;
      black: number;
      streak: number;
      best_streak: number;
    }>('SELECT id, name, red, black, streak, best_streak FROM sport_experts ORDER BY id');
    const settled = await all<{ expert_id: number; result: string }>(
      `SELECT expert_id, result FROM sport_solutions WHERE result IN ('red', 'black') ORDER BY published_at, id`,
    );
    const wrong: string[] = [];
    for (const e of experts) {
      let streak = 0;
      let best = 0;
      const mine = settled.filter((x) => x.expert_id === e.id);
      for (const x of mine) {
        streak = x.result === 'red' ? streak + 1 : 0;
        best = Math.max(best, streak);
      }
      const red = mine.filter((x) => x.result === 'red').length;
      const want = { red, black: mine.length - red, streak, best_streak: best };
      const got = { red: e.red, black: e.black, streak: e.streak, best_streak: e.best_streak };
      if (JSON.stringify(got) !== JSON.stringify(want))
        wrong.push(`${e.name}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
    }
    return { experts, settled: settled.length, wrong };
  };

  it("derives every expert's red, black and streaks from his settled solutions, and no name is used twice", async () => {
    const { experts, settled, wrong } = await recordMismatches();
    expect(new Set(experts.map((e) => e.name)).size).toBe(experts.length);
    expect(wrong).toEqual([]);
    expect(settled).toBeGreaterThan(20);
  });

  it('writes news that names clubs and repeats no sentence within a page of 20', async () => {
    const news = await all<{ title: string; summary: string; sections: string; league_id: number }>(
      `SELECT title, summary, sections, league_id FROM sport_articles WHERE kind = 'news' ORDER BY published_at DESC, id DESC`,
    );
    expect(news.length).toBeGreaterThan(60);
    const names = [...teams.values()].map((t) => t.short_name);
    expect(news.filter((n) => !names.some((name) => n.title.includes(name))).map((n) => n.title)).toEqual([]);
    for (let page = 0; page < news.length; page += 20) {
      const seen = new Map<string, number>();
      news.slice(page, page + 20).forEach((n, i) => {
        const paragraphs = (JSON.parse(n.sections) as Array<{ paragraphs: string[] }>).flatMap(
          (x) => x.paragraphs,
        );
        const sentences = new Set(
          [n.title, n.summary, ...paragraphs]
            .flatMap((p) => p.split(/(?<=[。！？])/))
            .filter((x) => x.length > 4),
        );
        for (const sentence of sentences) {
          expect([sentence, seen.get(sentence) ?? i]).toEqual([sentence, i]);
          seen.set(sentence, i);
        }
      });
    }
  });

  it('names the sides in each sport’s order in every 「A vs B」 title: football home first, basketball away first', async () => {
    const titles = await all<{ sport: string; title: string; home: string; away: string }>(
      `SELECT m.sport, t.title, h.short_name home, a.short_name away FROM (
        SELECT match_id, title FROM sport_articles WHERE match_id IS NOT NULL
        UNION ALL SELECT match_id, title FROM sport_solutions) t
      JOIN sport_matches m ON m.id = t.match_id JOIN sport_teams h ON h.id = m.home_id
      JOIN sport_teams a ON a.id = m.away_id WHERE t.title LIKE '% vs %'`,
    );
    const sports = new Set(titles.map((t) => t.sport));
    expect(sports).toEqual(new Set(['football', 'basketball']));
    const wrong = titles.filter((t) => {
      const [first, second] = t.sport === 'basketball' ? [t.away, t.home] : [t.home, t.away];
      return !t.title.includes(`${first} vs ${second}`);
    });
    expect(wrong.map((t) => `${t.sport}: ${t.title}`)).toEqual([]);
  });

  it('keeps the records derived when the simulator settles a match', async () => {
    const pending = (
      await all<{ match_id: number; n: number }>(
        `SELECT match_id, count(*) n FROM sport_solutions WHERE result = 'pending' GROUP BY match_id
        ORDER BY count(*) DESC, match_id LIMIT 1`,
      )
    )[0]!;
    await prep(
      s.db,
      `UPDATE sport_matches SET status = 'finished', home_score = 2, away_score = 1 WHERE id = ?`,
    ).run(pending.match_id);
    await settleSolutions(s.db.qb, pending.match_id);
    const left = await all<{ n: number }>(
      `SELECT count(*) n FROM sport_solutions WHERE result = 'pending' AND match_id = ?`,
      pending.match_id,
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await recordMismatches()).wrong).toEqual([]);
  });
});
