import { auditFootball } from '../../../src/sport/engine/consistency/football-audit';
import { stateAt, type AnyScript } from '../../../src/sport/engine/script';
import type { MatchRow } from '../../../src/sport/repo/match-rows';
import { COMPETITIONS } from '../../../src/sport/seed/competitions';
import { realSeasons } from '../../../src/sport/seed/real-fixtures';
import { seasonSlots, seasonYear, shapeOf } from '../../../src/sport/seed/season-calendar';
import { keepsEvent } from '../../../src/sport/seed/seed-matches';
import { addDays } from '../../../src/sport/time';
import { prep } from '../../db/sql';
import {
  openSeeded,
  playedInFortnight,
  scriptsOf,
  squadsOf,
  timelines,
  type Seeded,
  type StoredEvent,
} from './seeded';

/**
 * Every played football match of the seeded fortnight (today − 7 … today), not a sample: the timeline a fan
 * reads must be possible on a real pitch, and the stored rows must say what the script says.
 */
describe('football data over the seeded fortnight', () => {
  let s: Seeded;
  let rows: MatchRow[];
  let scripts: Map<number, AnyScript>;
  let stored: Map<number, StoredEvent[]>;
  const scriptOf = (row: MatchRow) =>
    (scripts.get(row.id) as Extract<AnyScript, { sport: 'football' }>).script;
  beforeAll(async () => {
    s = await openSeeded();
    rows = await playedInFortnight(s, 'football');
    scripts = await scriptsOf(s, rows);
    stored = await timelines(
      s.db,
      rows.map((r) => r.id),
    );
  }, 180000);
  afterAll(() => s.close());

  it('covers every day of the fortnight that has been played', () => {
    const days = new Set(rows.map((r) => r.day));
    for (let d = -7; d <= 0; d++) expect(days.has(addDays(s.today, d))).toBe(true);
  }, 120000);

  /**
   * How much football the fortnight holds follows the calendar (season-calendar.ts), not a fixed figure: the
   * top divisions stop for the FIFA window of 9–17 Nov 2026 (season-calendar.test.ts checks the
   * window itself), while the lower divisions, youth leagues and leagues that play on keep their rounds. So
   * every round a league's calendar puts in the days already played was played, and the leagues that stop
   * for the window have no game on its days.
   */
  it('plays every round the calendar puts in the fortnight, and no top-division game in the FIFA window', async () => {
    const real = realSeasons(s.today);
    const seasons = await prep(
      s.db,
      `SELECT l.id, l.short_name short, s.total_rounds rounds FROM sport_seasons s
        JOIN sport_leagues l ON l.id = s.league_id WHERE s.current = 1 AND l.sport = 'football'`,
    ).all<{ id: number; short: string; rounds: number }>();
    const all = await prep(
      s.db,
      `SELECT m.league_id, m.round, m.day, m.status, m.home_id, m.away_id FROM sport_matches m JOIN sport_seasons s ON s.id = m.season_id
        WHERE s.current = 1 AND m.sport = 'football' AND m.stage = 'regular'`,
    ).all<{
      league_id: number;
      round: number;
      day: string;
      status: string;
      home_id: number;
      away_id: number;
    }>();
    const played = new Set(rows.map((r) => r.id));
    expect(played.size).toBe(rows.length);
    const from = addDays(s.today, -7);
    const last = addDays(s.today, -1);
    let expected = 0;
    let covered = 0;
    for (const season of seasons) {
      const def = COMPETITIONS.find((c) => c.sport === 'football' && c.short === season.short);
      // Real fixture lists are on their real dates (real-season.test.ts), cups on their own draws.
      if (!def || def.kind !== 'league' || real.has(def.short)) continue;
      const shape = shapeOf(def);
      const slots = seasonSlots(shape, seasonYear(shape, s.today), season.rounds);
      const mine = all.filter((m) => m.league_id === season.id);
      slots.forEach((slot, i) => {
        const end = addDays(slot.day, Math.max(0, ...slot.spread));
        if (slot.day < from || end > addDays(last, -1)) return;
        // A round whose days are all behind us: every game of it played or called off on its day (postponed,
        // 腰斩 or 取消; the replay of a called-off game is the same fixture, still to come).
        const round = mine.filter((m) => m.round === i + 1);
        const fixtures = new Set(round.map((m) => `${m.home_id}-${m.away_id}`));
        const done = new Set(
          round
            .filter((m) => !['scheduled', 'tbd'].includes(m.status))
            .map((m) => `${m.home_id}-${m.away_id}`),
        );
        expect([def.short, i + 1, done.size]).toEqual([def.short, i + 1, fixtures.size]);
        expect(fixtures.size).toBeGreaterThan(0);
        expected += round.filter(
          (m) => !['scheduled', 'tbd', 'postponed', 'abandoned', 'cancelled'].includes(m.status),
        ).length;
        covered++;
      });
      if (shape.fifa) {
        // The window's local days Mon 9 – Tue 17 Nov are Beijing days 10–17 for every league's kick-off hours.
        const inWindow = mine.filter((m) => m.day >= '2026-11-10' && m.day <= '2026-11-17');
        expect([def.short, inWindow.length]).toEqual([def.short, 0]);
      }
    }
    // The rounds of the leagues that play on through the window (lower divisions, youth) fill the fortnight.
    expect(covered).toBeGreaterThan(10);
    expect(rows.length).toBeGreaterThanOrEqual(expected);
  }, 120000);

  it('has no contradiction on the pitch: players act only while on it, sent-off players are gone, 5 changes in 3 windows, events in order, scores = goals', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const script = scriptOf(row);
      const visible = script.events.slice(0, row.sim_ev);
      const final = { home: row.home_score ?? 0, away: row.away_score ?? 0 };
      for (const p of auditFootball(visible, squadsOf(script), final)) problems.push(`match ${row.id}: ${p}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(problems).toHaveLength(0);
  }, 120000);

  it('stores the scripted timeline (in full from yesterday, all but the commentary before) with running scores that add up', () => {
    const problems: string[] = [];
    const detailFrom = addDays(s.today, -1);
    for (const row of rows) {
      const script = scriptOf(row);
      const expected = script.events
        .slice(0, row.sim_ev)
        .filter((e) => keepsEvent('football', e.kind, row.day >= detailFrom));
      const timeline = stored.get(row.id) ?? [];
      const key = (e: {
        kind: string;
        playerId: number | null;
        relatedId: number | null;
        minute: number;
        stoppage: number;
        points: number;
      }) => `${e.kind}/${e.playerId}/${e.relatedId}/${e.minute}+${e.stoppage}/${e.points}`;
      if (timeline.map(key).join() !== expected.map(key).join())
        problems.push(`match ${row.id}: stored timeline differs from its script`);
      for (const p of auditFootball(timeline, squadsOf(script), {
        home: row.home_score ?? 0,
        away: row.away_score ?? 0,
      }))
        problems.push(`match ${row.id} (stored): ${p}`);
      const goals = (side: string) =>
        timeline.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
      if (goals('home') !== row.home_score || goals('away') !== row.away_score)
        problems.push(
          `match ${row.id}: score ${row.home_score}-${row.away_score}, stored goals ${goals('home')}-${goals('away')}`,
        );
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(problems).toHaveLength(0);
  }, 120000);

  it('gives every finished match, of any day, a timeline from 比赛开始 through 半场 to 全场比赛结束', () => {
    const problems: string[] = [];
    const finished = rows.filter((row) => row.status === 'finished');
    expect(finished.length).toBeGreaterThan(50);
    for (const row of finished) {
      const kinds = (stored.get(row.id) ?? []).map((e) => e.kind);
      if (kinds[0] !== 'kickoff' || kinds.at(-1) !== 'full_time' || !kinds.includes('half_time'))
        problems.push(
          `match ${row.id} (${row.day}): ${kinds.slice(0, 2).join()} … ${kinds.slice(-2).join()}`,
        );
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('keeps each match row equal to its script at the seconds played (score, half-time, cards, status)', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const script = scripts.get(row.id) as AnyScript;
      const st = stateAt(script, row.sim_t ?? script.end);
      const pairs: Array<[unknown, unknown, string]> = [
        [row.status, st.status, 'status'],
        [row.home_score, st.homeScore, 'home score'],
        [row.away_score, st.awayScore, 'away score'],
        [row.home_ht, st.homeHt, 'home half-time'],
        [row.home_red, st.homeRed, 'home reds'],
        [row.away_yellow, st.awayYellow, 'away yellows'],
        [row.sim_ev, st.visible, 'events shown'],
      ];
      for (const [a, b, what] of pairs)
        if (a !== b) problems.push(`match ${row.id}: ${what} ${String(a)} ≠ ${String(b)}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 120000);
});
