import { lineRow, matchLines } from '../../../src/sport/engine/match-lines';
import type { MatchRow } from '../../../src/sport/repo/match-rows';
import { prep } from '../../db/sql';
import { openSeeded, type Seeded } from '../invariants/seeded';

type StoredLine = ReturnType<typeof lineRow> & { id?: number };

/**
 * A club's bans come from the cards of its matches of the competition that kicked off before, whatever their
 * round. The real calendar plays rounds out of order (a round moved for a cup tie, a 腰斩 or postponed match
 * replayed weeks later), so these are the matches where the seed's order of play and the kick-off order part:
 * the script the API rebuilds for them (script-store.ts, absences from the stored rows) must be the one the
 * seed played — the same players on the pitch, the same lines.
 */
describe('the seed plays a season in kick-off order, as the read path counts bans', () => {
  let s: Seeded;
  let rows: MatchRow[];
  beforeAll(async () => {
    s = await openSeeded();
    // Finished league matches with a club that played a later round before it, or an earlier round after it.
    rows = await prep(
      s.db,
      `SELECT m.* FROM sport_matches m JOIN sport_seasons se ON se.id = m.season_id
        WHERE m.sport = 'football' AND m.status = 'finished' AND m.stage = 'regular' AND se.current = 1
        AND EXISTS (SELECT 1 FROM sport_matches o WHERE o.league_id = m.league_id AND o.season_id = m.season_id
          AND o.id != m.id AND o.status = 'finished' AND o.stage = 'regular'
          AND (o.home_id IN (m.home_id, m.away_id) OR o.away_id IN (m.home_id, m.away_id))
          AND ((o.round > m.round AND o.kickoff < m.kickoff) OR (o.round < m.round AND o.kickoff > m.kickoff)))
        ORDER BY m.id`,
    ).all<MatchRow>();
  }, 300000);
  afterAll(() => s.close());

  it('rebuilds every match played out of round order with the seed’s line-ups and lines', async () => {
    expect(rows.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const row of rows) {
      const script = await s.scripts.get(row);
      const rebuilt = matchLines(script, script.end)
        .map((l) => lineRow(row.id, row.season_id, l.side === 'home' ? row.home_id : row.away_id, l))
        .sort((a, b) => a.player_id - b.player_id);
      const stored = (
        await prep(
          s.db,
          `SELECT * FROM sport_player_lines WHERE match_id = ? ORDER BY player_id`,
        ).all<StoredLine>(row.id)
      ).map((l) => ({ ...l, started: Number(l.started) }));
      const key = (l: StoredLine) =>
        JSON.stringify([l.player_id, l.team_id, l.started, l.minutes, l.goals, l.assists, l.yellow, l.red]);
      if (rebuilt.map(key).join() !== stored.map(key).join())
        problems.push(`match ${row.id} (round ${row.round}): rebuilt line-ups differ from the seed's`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(problems).toHaveLength(0);
  }, 300000);
});
