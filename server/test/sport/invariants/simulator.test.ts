import { auditBasketball } from '../../../src/sport/engine/consistency/basketball-audit';
import { auditFootball } from '../../../src/sport/engine/consistency/football-audit';
import { stateAt, type AnyScript } from '../../../src/sport/engine/script';
import { playedSeconds } from '../../../src/sport/repo/match-detail';
import type { MatchRow } from '../../../src/sport/repo/match-rows';
import { ScriptStore } from '../../../src/sport/script-store';
import { rewindToKickoff, startServer, TEST_SEED, type TestServer } from '../helpers';
import { prep } from '../../db/sql';
import { squadsOf, timelines } from './seeded';

const FOOTBALL = 80;
const BASKETBALL = 40;

/**
 * The live simulator writes what fans see between two page loads. Many played matches of both sports are
 * reset to kick off now and driven to the final whistle; after every tick the rows and events it wrote are
 * checked with the same audits as the seed.
 */
describe('simulator output', () => {
  let s: TestServer;
  let ids: number[];
  beforeAll(async () => {
    s = await startServer({ simulator: { enabled: false, speed: 60 } });
    const pick = async (sport: string, n: number) =>
      (
        await prep(
          s.db,
          `SELECT id FROM sport_matches WHERE sport = ? AND status = 'finished' ORDER BY kickoff DESC LIMIT ?`,
        ).all<{ id: number }>(sport, n)
      ).map((r) => r.id);
    ids = [...(await pick('football', FOOTBALL)), ...(await pick('basketball', BASKETBALL))];
    await rewindToKickoff(s.db, ids);
  }, 120000);
  afterAll(() => s.close());

  it('plays them to the end with every timeline, score and box score consistent at every step', async () => {
    const scripts = new ScriptStore(s.db, () => TEST_SEED);
    const problems: string[] = [];
    const rowsNow = () =>
      prep(s.db, `SELECT * FROM sport_matches WHERE id IN (${ids.join(',')}) ORDER BY id`).all<MatchRow>();
    let ticks = 0;
    let liveSeen = 0;
    for (; ticks < 40; ticks++) {
      await s.sport.simulator.tick(ticks === 0 ? 1 : 20);
      const rows = await rowsNow();
      const stories = await timelines(s.db, ids);
      for (const row of rows) {
        const script = await scripts.get(row);
        const t = playedSeconds(row, script.end);
        const st = stateAt(script, t);
        if (st.status !== row.status || st.homeScore !== row.home_score || st.awayScore !== row.away_score)
          problems.push(
            `match ${row.id} tick ${ticks}: row ${row.status} ${row.home_score}-${row.away_score}, script ${st.status} ${st.homeScore}-${st.awayScore}`,
          );
        const stored = stories.get(row.id) ?? [];
        const key = (e: { kind: string; playerId: number | null; points: number }) =>
          `${e.kind}/${e.playerId}/${e.points}`;
        if (stored.map(key).join() !== script.events.slice(0, row.sim_ev).map(key).join())
          problems.push(
            `match ${row.id} tick ${ticks}: stored events are not the script's first ${row.sim_ev}`,
          );
        const final = { home: row.home_score ?? 0, away: row.away_score ?? 0 };
        const found =
          script.sport === 'football'
            ? auditFootball(
                stored,
                squadsOf((script as Extract<AnyScript, { sport: 'football' }>).script),
                final,
              )
            : auditBasketball((script as Extract<AnyScript, { sport: 'basketball' }>).script, t, final);
        for (const p of found) problems.push(`match ${row.id} tick ${ticks}: ${p}`);
      }
      liveSeen += rows.filter((r) => r.status !== 'finished' && r.status !== 'scheduled').length;
      if (rows.every((r) => r.status === 'finished' || r.status === 'abandoned')) break;
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(problems).toHaveLength(0);
    // The matches were watched while in play, over several ticks, and all reached the final whistle.
    expect(liveSeen).toBeGreaterThan((FOOTBALL + BASKETBALL) * 4);
    expect(ticks).toBeLessThan(40);
  }, 120000);
});
