import { sql } from 'kysely';
import type { ChatPage, MatchFanRatings } from '@jincheng/shared/core';
import { FAN_BEST_MIN_VOTES } from '@jincheng/shared/core';
import { registerCommunityApi } from '../../src/community';
import { DEMO_FAN_PREFIX, retireDemoCommunity, seedDemoCommunity } from '../../src/community/demo-community';
import { moderate } from '../../src/community/moderation';
import { ESTABLISHED_ACCOUNT_MS } from '../../src/community/report-rule';
import { readConfig } from '../../src/config';
import { createThrottle } from '../../src/security/throttle';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { fakeAccounts, getJson, startServer, type TestServer } from '../sport/helpers';

/**
 * Issue 47, defect 9: a demo run shows a community in use — demo fans (演示球迷·…, 30 days old) chatting in
 * the rooms of today's and yesterday's finished big matches and rating their players so 球迷最佳 appears —
 * and the production profile shows none of it (docs/community.md, "Demo community").
 */
jest.setTimeout(180_000);

const start = (demo: boolean) =>
  startServer({}, {}, async (app, db, sport) => {
    const throttle = await createThrottle(app, db, true);
    const config = { ...readConfig({}), throttle: DEFAULT_THROTTLE, demo };
    await registerCommunityApi(
      app,
      { db, throttle, config, providers: { pay: null, sms: null, wechat: null } },
      { auth: (await fakeAccounts(db)).auth, playedIn: sport.playedIn, live: sport },
    );
  });

interface Seeded {
  match_id: number;
  sport: string;
  kickoff: number;
  home: string;
  away: string;
  home_score: number;
  away_score: number;
}

/** The matches whose rooms have a demo fan's line, with their teams and score. */
const demoRooms = async (s: TestServer) =>
  (
    await sql<Seeded>`SELECT DISTINCT c.match_id, m.sport, m.kickoff, h.short_name AS home,
        a.short_name AS away, m.home_score, m.away_score
      FROM chat_messages c JOIN users u ON u.id = c.user_id JOIN sport_matches m ON m.id = c.match_id
      JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id
      WHERE u.phone LIKE 'demo-fan-%' AND c.hidden_at IS NULL ORDER BY c.match_id`.execute(s.db.qb)
  ).rows.map((r) => ({ ...r, match_id: Number(r.match_id), kickoff: Number(r.kickoff) }));

const counts = async (s: TestServer) => {
  const row = (
    await sql<{ users: number; lines: number; scores: number }>`SELECT
      (SELECT count(*) FROM users WHERE phone LIKE 'demo-fan-%') AS users,
      (SELECT count(*) FROM chat_messages c JOIN users u ON u.id = c.user_id
        WHERE u.phone LIKE 'demo-fan-%') AS lines,
      (SELECT count(*) FROM fan_ratings f JOIN users u ON u.id = f.user_id
        WHERE u.phone LIKE 'demo-fan-%') AS scores`.execute(s.db.qb)
  ).rows[0]!;
  return { users: Number(row.users), lines: Number(row.lines), scores: Number(row.scores) };
};

describe('the development profile', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await start(true);
  });
  afterAll(async () => s?.close());

  it('seeds demo fans old enough to count, named as demo data, who cannot sign in', async () => {
    const fans = (
      await sql<{ user_name: string; created_at: number; password_hash: string | null }>`SELECT user_name,
        created_at, password_hash FROM users WHERE phone LIKE 'demo-fan-%'`.execute(s.db.qb)
    ).rows;
    expect(fans.length).toBeGreaterThanOrEqual(FAN_BEST_MIN_VOTES);
    for (const f of fans) {
      expect(f.user_name.startsWith(DEMO_FAN_PREFIX)).toBe(true);
      expect(Number(f.created_at)).toBeLessThanOrEqual(Date.now() - ESTABLISHED_ACCOUNT_MS);
      expect(f.password_hash).toBeNull();
    }
  });

  it("fills the rooms of today's and yesterday's finished big matches with lines that match the match", async () => {
    const rooms = await demoRooms(s);
    expect(rooms.filter((r) => r.sport === 'football').length).toBeGreaterThanOrEqual(3);
    for (const room of rooms) {
      const page = await getJson<ChatPage>(`${s.base}/sportapi/matches/${room.match_id}/chat?limit=100`);
      const lines = page.body.data.list.filter((m) => m.author?.userName.startsWith(DEMO_FAN_PREFIX));
      expect(lines.length).toBeGreaterThanOrEqual(5);
      const ratings = (
        await getJson<MatchFanRatings>(`${s.base}/sportapi/matches/${room.match_id}/fan-ratings`)
      ).body.data;
      const text = lines.map((m) => m.text).join('\n');
      for (const m of lines) {
        // The community filter passes every line as it is, and each is sent during the match or at its whistle.
        expect(moderate(m.text).verdict).toBe('ok');
        expect(m.createdAt).toBeGreaterThanOrEqual(room.kickoff * 1000);
        expect(m.createdAt).toBeLessThanOrEqual(ratings.fullTimeAt + 60_000);
        expect(m.createdAt).toBeLessThanOrEqual(Date.now());
      }
      // The final score and the right teams: the whistle line says the score, and the winner it names won.
      expect(text).toContain(`完场${room.home_score}比${room.away_score}`);
      if (room.home_score !== room.away_score)
        expect(text).toContain(`${room.home_score > room.away_score ? room.home : room.away}拿下`);
      if (room.home_score === 0 && room.away_score === 0) expect(text).not.toMatch(/进球|领先|拿下|扳平/);
    }
  });

  it('rates the players near their computed rating, from accounts that count, so 球迷最佳 appears', async () => {
    const rooms = await demoRooms(s);
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      const r = (await getJson<MatchFanRatings>(`${s.base}/sportapi/matches/${room.match_id}/fan-ratings`))
        .body.data;
      expect(r.fanBest).not.toBeNull();
      expect(r.fanBest!.votes).toBeGreaterThanOrEqual(FAN_BEST_MIN_VOTES);
      if (room.sport === 'football')
        for (const p of [...r.players.home, ...r.players.away])
          if (p.fanAverage !== null && p.rating !== null)
            expect(Math.abs(p.fanAverage - p.rating)).toBeLessThanOrEqual(1.5);
    }
  });

  it('is idempotent: seeding again adds no account, line or score', async () => {
    const before = await counts(s);
    expect(before.lines).toBeGreaterThan(0);
    expect(before.scores).toBeGreaterThan(0);
    await seedDemoCommunity(s.db, s.sport.playedIn);
    expect(await counts(s)).toEqual(before);
  });

  it('a production start on the same data removes the demo scores and hides the demo lines', async () => {
    expect((await counts(s)).scores).toBeGreaterThan(0);
    await retireDemoCommunity(s.db);
    for (const room of await demoRooms(s)) throw new Error(`room ${room.match_id} still shows demo lines`);
    expect((await counts(s)).scores).toBe(0);
  });
});

describe('the production profile', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await start(false);
  });
  afterAll(async () => s?.close());

  it('has no demo fan, no demo line and no demo score', async () => {
    expect(await counts(s)).toEqual({ users: 0, lines: 0, scores: 0 });
    const names = await sql<{ n: number }>`SELECT count(*) AS n FROM users
      WHERE user_name LIKE ${DEMO_FAN_PREFIX + '%'}`.execute(s.db.qb);
    expect(Number(names.rows[0]!.n)).toBe(0);
  });
});
