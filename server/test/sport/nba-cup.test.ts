import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { LeagueDetailData, LeagueScheduleData, LeagueTreeData } from '@jincheng/shared/core';
import {
  conferenceSeeds,
  cupDates,
  drawGroups,
  groupGames,
  groupTable,
  lotFor,
} from '../../src/sport/nba/cup-rules';
import { openSqlite } from '../../src/db/database';
import type { SportContext } from '../../src/sport/context';
import { LAST_SEASON } from '../../src/sport/nba/last-season';
import { seasonSums } from '../../src/sport/repo/season-lines';
import { teamStats } from '../../src/sport/repo/season-stats';
import { gameDay } from '../../src/sport/seed/nba-calendar';
import { createRng } from '../../src/sport/seed/prng';
import { addDays, dayStart, shanghaiDay, weekday } from '../../src/sport/time';
import {
  getJson,
  seededWorldAt,
  seededWorldFile,
  SPRING_ANCHOR,
  startServer,
  type TestServer,
} from './helpers';

const NBA_NAMES = [...LAST_SEASON.keys()];
const EAST = new Set(NBA_NAMES.slice(0, 15));

describe('NBA杯 rules (nba/cup-rules.ts)', () => {
  it('has the real calendar: 2025 knock-out 9–10, 13 and 16 Dec; 2026 group nights on Tuesdays and Fridays of November', () => {
    const real2025 = cupDates(2025);
    expect(real2025.quarterFinals).toEqual(['2025-12-09', '2025-12-10']);
    expect(real2025.semiFinals).toBe('2025-12-13');
    expect(real2025.final).toBe('2025-12-16');
    const d = cupDates(2026);
    expect(d.groupNights).toEqual(['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-24', '2026-11-27']);
    for (const night of d.groupNights) expect([2, 5]).toContain(weekday(night));
    expect(d.quarterFinals).toEqual(['2026-12-08', '2026-12-09']);
    expect(d.semiFinals).toBe('2026-12-12');
    expect(d.final).toBe('2026-12-15');
  });

  it('draws six groups of five from pots of three by last season’s record, one club of each pot in each group', () => {
    const teams = NBA_NAMES.map((name, i) => ({ id: i + 1, name }));
    const rng = createRng('cup-draw');
    const groups = drawGroups(
      teams,
      (t) => (EAST.has(t.name) ? '东部' : '西部'),
      () => rng.next(),
    );
    expect([...groups.keys()]).toEqual(['东部A组', '东部B组', '东部C组', '西部A组', '西部B组', '西部C组']);
    for (const [name, members] of groups) {
      expect(members).toHaveLength(5);
      for (const t of members) expect(EAST.has(t.name)).toBe(name.startsWith('东部'));
    }
    // Pot 1 of the East (2024-25: 骑士 64, 凯尔特人 61, 尼克斯 51): one in each group.
    const pot1 = ['克利夫兰骑士', '波士顿凯尔特人', '纽约尼克斯'];
    for (const g of ['东部A组', '东部B组', '东部C组'])
      expect(groups.get(g)?.filter((t) => pot1.includes(t.name))).toHaveLength(1);
    // The worst three of the West (爵士 17, 鹈鹕 21, 马刺 34) make the last pot.
    const pot5 = ['犹他爵士', '新奥尔良鹈鹕', '圣安东尼奥马刺'];
    for (const g of ['西部A组', '西部B组', '西部C组'])
      expect(groups.get(g)?.filter((t) => pot5.includes(t.name))).toHaveLength(1);
  });

  it('plays a group as ten games on five nights: four games a club, two at home, never twice a night', () => {
    const games = groupGames(['a', 'b', 'c', 'd', 'e']);
    expect(games).toHaveLength(10);
    const pairs = new Set(games.map(([, h, a]) => [h, a].sort().join('')));
    expect(pairs.size).toBe(10);
    for (const club of ['a', 'b', 'c', 'd', 'e']) {
      expect(games.filter(([, h]) => h === club)).toHaveLength(2);
      expect(games.filter(([, , a]) => a === club)).toHaveLength(2);
    }
    for (let night = 0; night < 5; night++) {
      const playing = games.filter(([n]) => n === night).flatMap(([, h, a]) => [h, a]);
      expect(new Set(playing).size).toBe(4);
    }
  });

  it('breaks ties by head-to-head, then point differential, points scored and last season’s record', () => {
    const t = (id: number, name: string) => ({ id, name });
    const members = [
      t(1, '犹他爵士'),
      t(2, '俄克拉荷马城雷霆'),
      t(3, '休斯顿火箭'),
      t(4, '丹佛掘金'),
      t(5, '金州勇士'),
    ];
    const g = (homeId: number, awayId: number, homeScore: number, awayScore: number) => ({
      homeId,
      awayId,
      homeScore,
      awayScore,
    });
    // 爵士 and 雷霆 both 3–1; 爵士 beat 雷霆, so 爵士 is first although 雷霆's differential is far better.
    const games = [
      g(1, 2, 101, 100),
      g(1, 3, 90, 120),
      g(4, 1, 99, 100),
      g(5, 1, 95, 110),
      g(2, 3, 140, 100),
      g(2, 4, 130, 100),
      g(5, 2, 90, 120),
      g(3, 4, 110, 100),
      g(4, 5, 105, 100),
      g(3, 5, 99, 100),
    ];
    const lot = lotFor('test');
    const table = groupTable(members, games, lot);
    expect(table.map((r) => [r.name, r.won, r.lost])).toEqual([
      ['犹他爵士', 3, 1],
      ['俄克拉荷马城雷霆', 3, 1],
      ['休斯顿火箭', 2, 2],
      ['丹佛掘金', 1, 3],
      ['金州勇士', 1, 3],
    ]);
    // 掘金 and 勇士 (1–3 each): 掘金 beat 勇士 head-to-head.
    // Across groups, record then differential: winners 独行侠 (3–1, +5) before 爵士 (3–1, −13) and 火箭 (2–2);
    // the wild card is the best runner-up, 雷霆 (3–1, +99) ahead of 独行侠's group's 2–2 runner-up.
    const mavs = { ...table[1]!, teamId: 99, name: '达拉斯独行侠', pointsFor: 400, pointsAgainst: 395 };
    const seeds = conferenceSeeds('西部', [table, [mavs, table[2]!], [table[2]!, table[3]!]], lot);
    expect(seeds.seeds.map((r) => r.name)).toEqual([
      '达拉斯独行侠',
      '犹他爵士',
      '休斯顿火箭',
      '俄克拉荷马城雷霆',
    ]);
  });
});

interface Row {
  id: number;
  home_id: number;
  away_id: number;
  stage: string;
  grp: string | null;
  status: string;
  day: string;
  kickoff: number;
  round: number;
  home_score: number | null;
  away_score: number | null;
}

/**
 * A world seeded after the cup: the spring world (12 Mar 2027) the knock-out invariants read too, generated once
 * per code version for every suite (helpers.ts `seededWorldAt`): groups, quarter-finals, semi-finals and final
 * all played, the regular season still running.
 */
describe('NBA杯 in a season seeded after its final', () => {
  let db: Database.Database;
  let games: Row[];
  let firstDay: string;
  beforeAll(() => {
    db = seededWorldAt(SPRING_ANCHOR);
    const season = db
      .prepare(
        "SELECT s.id, s.first_day FROM sport_seasons s JOIN sport_leagues l ON l.id = s.league_id WHERE l.short_name = 'NBA' AND s.current = 1",
      )
      .get() as { id: number; first_day: string };
    firstDay = season.first_day;
    games = db
      .prepare('SELECT * FROM sport_matches WHERE season_id = ? ORDER BY kickoff')
      .all(season.id) as Row[];
  }, 900_000);
  afterAll(() => db.close());

  it('plays 60 group games, four a club, only on the cup’s nights, with no other game on those nights', () => {
    const group = games.filter((g) => g.grp !== null);
    expect(group).toHaveLength(60);
    const nights = new Set(cupDates(2026).groupNights.map((d) => addDays(d, 1)));
    // US evening games: the Beijing date is the next day.
    expect(new Set(group.map((g) => g.day))).toEqual(nights);
    expect(games.filter((g) => g.grp === null && nights.has(g.day))).toEqual([]);
    const perClub = new Map<number, number>();
    for (const g of group)
      for (const id of [g.home_id, g.away_id]) perClub.set(id, (perClub.get(id) ?? 0) + 1);
    expect(perClub.size).toBe(30);
    expect(new Set(perClub.values())).toEqual(new Set([4]));
    expect(group.every((g) => g.status === 'finished')).toBe(true);
  });

  it('plays the knock-out in December: 4 quarter-finals, 2 semi-finals, 1 final, each with its round as game day', () => {
    const by = (stage: string) => games.filter((g) => g.stage === stage);
    expect(by('quarter_final')).toHaveLength(4);
    expect(by('semi_final')).toHaveLength(2);
    expect(by('final')).toHaveLength(1);
    const d = cupDates(2026);
    expect(new Set(by('quarter_final').map((g) => g.day))).toEqual(
      new Set(d.quarterFinals.map((x) => addDays(x, 1))),
    );
    expect(by('semi_final').map((g) => g.day)).toEqual([addDays(d.semiFinals, 1), addDays(d.semiFinals, 1)]);
    expect(by('final')[0]?.day).toBe(addDays(d.final, 1));
    for (const g of [...by('quarter_final'), ...by('semi_final'), ...by('final')]) {
      expect(g.status).toBe('finished');
      expect(g.round).toBe(gameDay(firstDay, g.kickoff));
    }
    // The finalists won their semi-finals, which their quarter-final winners played.
    const winner = (g: Row) => ((g.home_score ?? 0) > (g.away_score ?? 0) ? g.home_id : g.away_id);
    const qfWinners = new Set(by('quarter_final').map(winner));
    for (const sf of by('semi_final'))
      expect(qfWinners.has(sf.home_id) && qfWinners.has(sf.away_id)).toBe(true);
    const final = by('final')[0]!;
    expect(new Set([final.home_id, final.away_id])).toEqual(new Set(by('semi_final').map(winner)));
    // Nothing else is played on the semi-final and final nights.
    for (const night of [d.semiFinals, d.final])
      expect(games.filter((g) => g.day === addDays(night, 1) && g.stage === 'regular')).toEqual([]);
  });

  it('gives every club 82 counting games (quarter- and semi-finals count, the final does not)', () => {
    // A postponed (or 腰斩) game stays listed on its first date and is played again on a later night: the
    // replay is the same game, so only the replay counts. The NBA calls no game off for good.
    expect(games.filter((g) => g.status === 'cancelled')).toEqual([]);
    const redone = games.filter((g) => g.status === 'postponed' || g.status === 'abandoned');
    const counting = games.filter((x) => x.stage !== 'final' && !redone.includes(x));
    // Each is made up: the same fixture on a later night that is itself played (the seed writes the replay in
    // its turn by date, so it is found by fixture, not by id).
    for (const g of redone)
      expect([
        g.id,
        games.some(
          (r) => r.home_id === g.home_id && r.away_id === g.away_id && r.day > g.day && !redone.includes(r),
        ),
      ]).toEqual([g.id, true]);
    // Every regular game, make-ups included, is numbered by its own game day.
    for (const g of counting.filter((x) => x.stage === 'regular'))
      expect([g.id, g.round]).toEqual([g.id, gameDay(firstDay, g.kickoff)]);
    // The laid-out season ends on its last full night (most clubs play); a make-up that found no free night for
    // both clubs before it follows within the week, before the play-in. (This schedule alternates many clubs'
    // nights so strictly that a pair may share no free night after the game.)
    const perNight = new Map<string, number>();
    for (const g of counting) perNight.set(g.day, (perNight.get(g.day) ?? 0) + 1);
    const seasonEnd = [...perNight].filter(([, n]) => n >= 5).reduce((a, [d]) => (d > a ? d : a), '');
    for (const g of counting.filter((x) => x.stage === 'regular'))
      expect([g.id, g.day <= addDays(seasonEnd, 7)]).toEqual([g.id, true]);
    const perClub = new Map<number, number>();
    for (const g of counting)
      for (const id of [g.home_id, g.away_id]) perClub.set(id, (perClub.get(id) ?? 0) + 1);
    expect(perClub.size).toBe(30);
    expect(new Set(perClub.values())).toEqual(new Set([82]));
    // Every club meets every other at least twice (home and away), as the NBA's 82-game format has it.
    const met = new Set(
      counting.filter((g) => g.stage === 'regular').map((g) => `${g.home_id}-${g.away_id}`),
    );
    for (const a of perClub.keys())
      for (const b of perClub.keys()) if (a !== b) expect(met.has(`${a}-${b}`)).toBe(true);
  });

  it('keeps the final out of every season total: a finalist’s points and games, his club’s record and averages', async () => {
    // The repo reads the same world through the product's database layer (a copy of the shared file).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-cup-final-'));
    fs.copyFileSync(seededWorldFile(SPRING_ANCHOR), path.join(dir, 'world.db'));
    const handle = openSqlite(dir, 'world.db');
    try {
      const ctx = { db: handle } as SportContext;
      const final = games.find((g) => g.stage === 'final')!;
      const seasonId = (
        db.prepare('SELECT season_id FROM sport_matches WHERE id = ?').get(final.id) as {
          season_id: number;
        }
      ).season_id;
      // The final's top scorer among the finalists who also played the semi-final (one who missed it, injured or
      // banned, would not show that the semi-final counts): his line is in the table, with points that would show
      // in any sum.
      const star = db
        .prepare(
          `SELECT f.player_id, f.team_id, f.points FROM sport_player_lines f
            WHERE f.match_id = ? AND EXISTS (
              SELECT 1 FROM sport_player_lines s JOIN sport_matches m ON m.id = s.match_id
               WHERE s.player_id = f.player_id AND m.season_id = f.season_id AND m.stage = 'semi_final')
            ORDER BY f.points DESC, f.player_id`,
        )
        .get(final.id) as { player_id: number; team_id: number; points: number };
      expect(star.points).toBeGreaterThan(0);
      const lines = db
        .prepare(
          `SELECT l.points, m.stage FROM sport_player_lines l JOIN sport_matches m ON m.id = l.match_id
            WHERE l.player_id = ? AND l.season_id = ?`,
        )
        .all(star.player_id, seasonId) as Array<{ points: number; stage: string }>;
      const counting = lines.filter((l) => l.stage !== 'final');
      expect(counting.some((l) => l.stage === 'semi_final')).toBe(true);
      const [sums] = await seasonSums(ctx, seasonId, { playerId: star.player_id });
      expect([sums?.appearances, sums?.points]).toEqual([
        counting.length,
        counting.reduce((n, l) => n + l.points, 0),
      ]);
      // His club's 数据: the record and the averages count the semi-final, not the final.
      const stats = await teamStats(ctx, star.team_id);
      const played = games.filter(
        (g) =>
          g.status === 'finished' &&
          g.stage !== 'final' &&
          (g.home_id === star.team_id || g.away_id === star.team_id),
      );
      expect(stats?.played).toBe(played.length);
      const scored = played.reduce(
        (n, g) => n + ((g.home_id === star.team_id ? g.home_score : g.away_score) ?? 0),
        0,
      );
      expect(stats?.basketball?.pointsForPerGame).toBe(Math.round((scored / played.length) * 10) / 10);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('seeds the quarter-finals from the group tables: higher seed at home, one game per conference a night', () => {
    const seedDay = shanghaiDay(dayStart('2026-12-09'));
    expect(seedDay).toBe('2026-12-09');
    const qf = games.filter((g) => g.stage === 'quarter_final');
    const groupOf = new Map<number, string>();
    for (const g of games.filter((x) => x.grp))
      for (const id of [g.home_id, g.away_id]) groupOf.set(id, g.grp!);
    for (const g of qf) {
      // Both clubs from one conference, different groups (a group has one club through, two with the wild card).
      expect(groupOf.get(g.home_id)?.slice(0, 2)).toBe(groupOf.get(g.away_id)?.slice(0, 2));
    }
    for (const day of new Set(qf.map((g) => g.day))) {
      const confs = qf.filter((g) => g.day === day).map((g) => groupOf.get(g.home_id)?.slice(0, 2));
      expect(confs.sort()).toEqual(['东部', '西部']);
    }
  });
});

describe('NBA杯 over HTTP (the pinned November instant: group stage under way)', () => {
  let s: TestServer;
  let nbaId: number;
  let detail: LeagueDetailData;
  beforeAll(async () => {
    s = await startServer();
    const tree = await getJson<LeagueTreeData>(`${s.base}/sportapi/leagues?sport=basketball`);
    nbaId = tree.body.data.hot.find((l) => l.shortName === 'NBA')!.id;
    detail = (await getJson<LeagueDetailData>(`${s.base}/sportapi/leagues/${nbaId}`)).body.data;
  }, 600_000);
  afterAll(() => s.close());
  const roundOf = (day: string) =>
    Math.round((Date.parse(day) - Date.parse(detail.season.firstDay!)) / 86_400_000) + 1;

  it('answers six group tables of five whose records add up to the finished group games', async () => {
    const cup = detail.nbaCup!;
    expect(cup.name).toBe('NBA杯');
    expect(cup.drawNote).toContain('模拟抽签');
    expect(cup.groups.map((g) => g.name)).toEqual([
      '东部A组',
      '东部B组',
      '东部C组',
      '西部A组',
      '西部B组',
      '西部C组',
    ]);
    const east = new Set(detail.standings.filter((r) => r.group === '东部').map((r) => r.team.id));
    for (const g of cup.groups) {
      expect(g.rows).toHaveLength(5);
      for (const r of g.rows) expect(east.has(r.team.id)).toBe(g.name.startsWith('东部'));
      const won = g.rows.reduce((n, r) => n + r.won, 0);
      expect(won).toBe(g.rows.reduce((n, r) => n + r.lost, 0));
      expect(g.done).toBe(false);
    }
    const played = cup.groups.reduce((n, g) => n + g.rows.reduce((m, r) => m + r.won, 0), 0);
    // 21 Nov at noon: two nights played, the third's games (that morning in Beijing) finished or under way.
    let finished = 0;
    for (const night of cup.groupNights.slice(0, 3)) {
      const schedule = await getJson<LeagueScheduleData>(
        `${s.base}/sportapi/leagues/${nbaId}/schedule?round=${roundOf(night)}`,
      );
      finished += schedule.body.data.matches.filter((m) => m.status === 'finished').length;
    }
    expect(played).toBe(finished);
    expect(played).toBeGreaterThan(24);
    expect(played).toBeLessThanOrEqual(36);
    // Until the groups are over the knock-out names the places, not the clubs.
    const qf = cup.knockout[0]!;
    expect(qf.name).toBe('1/4决赛');
    expect(qf.ties).toHaveLength(4);
    expect(qf.ties[0]?.highFrom).toBe('东部1号种子');
    expect(qf.ties[0]?.lowFrom).toBe('东部4号种子');
    expect(cup.knockout.map((r) => r.name)).toEqual([
      '1/4决赛',
      '半决赛（拉斯维加斯 T-Mobile球馆）',
      '决赛（拉斯维加斯 T-Mobile球馆）',
    ]);
  });

  it('labels the cup’s games in the schedule: NBA杯 东部A组 on a cup night, 常规赛 on other nights', async () => {
    const cup = detail.nbaCup!;
    const round = roundOf(cup.groupNights[0]!);
    const schedule = await getJson<LeagueScheduleData>(
      `${s.base}/sportapi/leagues/${nbaId}/schedule?round=${round}`,
    );
    const matches = schedule.body.data.matches;
    expect(matches).toHaveLength(12);
    for (const m of matches) expect(m.roundName).toMatch(/^NBA杯 (东部|西部)[ABC]组$/);
    const next = await getJson<LeagueScheduleData>(
      `${s.base}/sportapi/leagues/${nbaId}/schedule?round=${round + 1}`,
    );
    expect(next.body.data.matches.length).toBeGreaterThan(0);
    for (const m of next.body.data.matches) expect(m.roundName).toBe('常规赛');
    const other = await getJson<LeagueDetailData>(`${s.base}/sportapi/leagues/${detail.league.id + 1}`);
    expect(other.body.data.nbaCup).toBeNull();
  });
});
