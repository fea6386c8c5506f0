import type { MatchDetail } from '@jincheng/shared/core';
import { decodeRecord } from '../../src/sport/facts/match-records';
import { addDays, shanghaiDay } from '../../src/sport/time';
import { prep } from '../db/sql';
import { getJson, rewindToKickoff, startServer, testAnchor, type TestServer } from './helpers';

interface Sample {
  id: number;
  sport: string;
  day: string;
  home_id: number;
  away_id: number;
}

/**
 * Finished matches of hot leagues: today's, a few days old (before the detailed window: no commentary kept) and
 * weeks old, both sports. The real calendar leaves some days without a hot-league match (a Thursday with no
 * 欧联), so the few-days-old ones come from a three-day window.
 */
async function samples(s: TestServer): Promise<Sample[]> {
  const today = shanghaiDay(testAnchor());
  const pick = (sport: string, from: string, to: string, n: number) =>
    prep(
      s.db,
      `SELECT m.id, m.sport, m.day, m.home_id, m.away_id FROM sport_matches m
        JOIN sport_leagues l ON l.id = m.league_id JOIN sport_seasons se ON se.id = m.season_id
        WHERE l.hot = 1 AND se.current = 1 AND m.sport = ? AND m.status = 'finished' AND m.day BETWEEN ? AND ?
        ORDER BY m.kickoff DESC LIMIT ?`,
    ).all<Sample>(sport, from, to, n);
  return [
    ...(await pick('football', today, today, 2)),
    ...(await pick('football', addDays(today, -4), addDays(today, -2), 3)),
    ...(await pick('football', addDays(today, -40), addDays(today, -30), 3)),
    ...(await pick('basketball', addDays(today, -3), today, 2)),
    ...(await pick('basketball', addDays(today, -30), addDays(today, -20), 2)),
  ];
}

const detail = async (s: TestServer, id: number) => {
  const res = await getJson<MatchDetail>(`${s.base}/sportapi/matches/${id}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

/**
 * A finished match is read from what was stored when it ended (sport_events, sport_player_lines,
 * sport_match_records), not by replaying the simulator over today's squads: its page stays what it was.
 */
describe('a finished match is shown from its stored record', () => {
  let before: TestServer;
  let after: TestServer;
  let ids: Sample[];
  beforeAll(async () => {
    before = await startServer();
    after = await startServer();
    ids = await samples(before);
  }, 300000);
  afterAll(async () => {
    await before.close();
    await after.close();
  });

  it('has a stored record for every ended match of the current seasons', async () => {
    const [missing] = await prep(
      before.db,
      `SELECT COUNT(*) n FROM sport_matches m JOIN sport_seasons se ON se.id = m.season_id
        WHERE se.current = 1 AND m.status IN ('finished', 'abandoned')
        AND NOT EXISTS (SELECT 1 FROM sport_match_records r WHERE r.match_id = m.id)`,
    ).all<{ n: number }>();
    expect(Number(missing?.n)).toBe(0);
    const [stored] = await prep(before.db, 'SELECT COUNT(*) n FROM sport_match_records').all<{ n: number }>();
    expect(Number(stored?.n)).toBeGreaterThan(10000);
  });

  it('shows the same page after the squads change (new shirt numbers, a reshuffled pecking order)', async () => {
    expect(ids.filter((m) => m.sport === 'football').length).toBeGreaterThanOrEqual(6);
    expect(ids.filter((m) => m.sport === 'basketball')).toHaveLength(4);
    const teams = [...new Set(ids.flatMap((m) => [m.home_id, m.away_id]))].join(',');
    await prep(
      after.db,
      `UPDATE sport_players SET number = number + 50, skill = 100 - skill WHERE team_id IN (${teams})`,
    ).run();
    for (const m of ids) {
      const shown = await detail(before, m.id);
      const now = await detail(after, m.id);
      // The 伤停 list is read from the absence book, not the record: its players wear today's shirt numbers.
      const renumbered = (a: MatchDetail['absences']) =>
        a && {
          home: a.home.map((p) => ({ ...p, number: p.number + 50 })),
          away: a.away.map((p) => ({ ...p, number: p.number + 50 })),
        };
      expect(now).toEqual({ ...shown, absences: renumbered(shown.absences) });
      if (shown.sport === 'football') {
        expect(shown.lineups?.home.starters).toHaveLength(11);
        expect(shown.events.some((e) => e.kind === 'substitution')).toBe(true);
        expect(shown.stats?.possession).toBeDefined();
      } else {
        expect(shown.boxScore?.home.length).toBeGreaterThan(7);
        expect(shown.playByPlay.length).toBeGreaterThan(100);
      }
    }
  }, 120000);

  it('stores what the simulator shows: the record equals the replay of the match', async () => {
    const rows = await prep(
      before.db,
      `SELECT match_id, record FROM sport_match_records WHERE match_id IN (${ids.map((m) => m.id).join(',')})`,
    ).all<{ match_id: number; record: Buffer }>();
    expect(rows).toHaveLength(ids.length);
    const shown = new Map<number, MatchDetail>();
    for (const m of ids) shown.set(m.id, await detail(before, m.id));
    // Without its record, the read path asks the provider of the present (the simulator's replay).
    await prep(
      before.db,
      `DELETE FROM sport_match_records WHERE match_id IN (${ids.map((m) => m.id).join(',')})`,
    ).run();
    for (const m of ids) expect(await detail(before, m.id)).toEqual(shown.get(m.id));
    for (const r of rows)
      expect(decodeRecord(r.record).sport).toBe(ids.find((m) => m.id === r.match_id)?.sport);
  }, 120000);
});

/** The simulator, as the provider of the present, records a match when it ends, as the seed does. */
describe('the simulator records a match when it ends', () => {
  let s: TestServer;
  let ids: number[];
  let seeded: Map<number, unknown>;
  const records = async () =>
    new Map(
      (
        await prep(
          s.db,
          `SELECT match_id, record FROM sport_match_records WHERE match_id IN (${ids.join(',')})`,
        ).all<{ match_id: number; record: Buffer }>()
      ).map((r) => [r.match_id, decodeRecord(r.record)]),
    );
  beforeAll(async () => {
    s = await startServer({ simulator: { enabled: false, speed: 60 } });
    const pick = (sport: string) =>
      prep(
        s.db,
        `SELECT m.id FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id WHERE l.hot = 1
        AND m.sport = ? AND m.status = 'finished' AND m.stage = 'regular' ORDER BY m.kickoff DESC LIMIT 1`,
      ).all<{ id: number }>(sport);
    ids = [...(await pick('football')), ...(await pick('basketball'))].map((r) => r.id);
    seeded = await records();
    await prep(s.db, `DELETE FROM sport_match_records WHERE match_id IN (${ids.join(',')})`).run();
    await rewindToKickoff(s.db, ids);
  }, 120000);
  afterAll(() => s.close());

  it('writes none while the match is played and the seed’s own record at the whistle', async () => {
    expect(ids).toHaveLength(2);
    expect(seeded.size).toBe(2);
    for (let ticks = 0; ticks < 40; ticks++) {
      await s.sport.simulator.tick(ticks === 0 ? 1 : 20);
      const status = await prep(
        s.db,
        `SELECT id, status FROM sport_matches WHERE id IN (${ids.join(',')})`,
      ).all<{ id: number; status: string }>();
      const written = await records();
      for (const m of status) if (m.status !== 'finished') expect(written.has(m.id)).toBe(false);
      if (status.every((m) => m.status === 'finished')) break;
    }
    expect(await records()).toEqual(seeded);
  }, 120000);
});
