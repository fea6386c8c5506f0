import { auditFootball, type Squads } from '../../src/sport/engine/consistency/football-audit';
import { addDays } from '../../src/sport/time';
import { prep } from '../db/sql';
import { openSeeded, storedEvents, timelines, type Seeded } from './invariants/seeded';

interface LineRow {
  match_id: number;
  player_id: number;
  side: 'home' | 'away';
  started: number;
}

interface Finished {
  id: number;
  day: string;
  home_score: number;
  away_score: number;
}

/**
 * Every finished football match of the seeded current seasons, of any day, read only from what is stored (its
 * timeline in sport_events and its players' lines in sport_player_lines): a fan opening a match from two days or
 * two months ago sees its substitutions, and no event names a player who was not on the pitch at that minute.
 */
describe('a finished football match keeps its whole timeline', () => {
  let s: Seeded;
  let matches: Finished[];
  let squads: Map<number, Squads>;
  let cameOn: Map<number, { home: number; away: number }>;
  beforeAll(async () => {
    s = await openSeeded();
    matches = await prep(
      s.db,
      `SELECT m.id, m.day, m.home_score, m.away_score FROM sport_matches m
        JOIN sport_seasons se ON se.id = m.season_id
        WHERE m.sport = 'football' AND m.status = 'finished' AND se.current = 1 ORDER BY m.id`,
    ).all<Finished>();
    const lines = await prep(
      s.db,
      `SELECT l.match_id, l.player_id, l.started,
          CASE WHEN l.team_id = m.home_id THEN 'home' ELSE 'away' END side
        FROM sport_player_lines l JOIN sport_matches m ON m.id = l.match_id
        JOIN sport_seasons se ON se.id = m.season_id
        WHERE m.sport = 'football' AND m.status = 'finished' AND se.current = 1`,
    ).all<LineRow>();
    squads = new Map();
    cameOn = new Map();
    for (const l of lines) {
      const sq = squads.get(l.match_id) ?? {
        home: { starters: [], bench: [] },
        away: { starters: [], bench: [] },
      };
      squads.set(l.match_id, sq);
      const on = cameOn.get(l.match_id) ?? { home: 0, away: 0 };
      cameOn.set(l.match_id, on);
      if (Number(l.started) === 1) sq[l.side].starters.push(l.player_id);
      else {
        sq[l.side].bench.push(l.player_id);
        on[l.side] += 1;
      }
    }
  }, 300000);
  afterAll(() => s.close());

  it('covers the whole season so far, weeks of days before the detailed window', () => {
    const days = new Set(matches.map((m) => m.day));
    expect(matches.length).toBeGreaterThan(5000);
    expect(days.size).toBeGreaterThan(60);
  });

  it('records a substitution for every substitute who played, and each one is possible on the pitch', async () => {
    const problems: string[] = [];
    let subs = 0;
    const stored = await timelines(
      s.db,
      matches.map((m) => m.id),
    );
    for (const m of matches) {
      const squad = squads.get(m.id);
      if (!squad || squad.home.starters.length !== 11 || squad.away.starters.length !== 11) {
        problems.push(`match ${m.id} (${m.day}): no stored line-up of 11 a side`);
        continue;
      }
      const timeline = stored.get(m.id) ?? [];
      const changes = timeline.filter((e) => e.kind === 'substitution');
      subs += changes.length;
      const on = cameOn.get(m.id) ?? { home: 0, away: 0 };
      for (const side of ['home', 'away'] as const) {
        const n = changes.filter((e) => e.side === side).length;
        if (n !== on[side])
          problems.push(
            `match ${m.id} (${m.day}): ${on[side]} ${side} substitutes played, ${n} changes recorded`,
          );
      }
      // Off: on the pitch; on: from the bench, not yet on; a booked, scoring or assisting player on the pitch.
      for (const p of auditFootball(timeline, squad, { home: m.home_score, away: m.away_score }))
        problems.push(`match ${m.id} (${m.day}): ${p}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(problems).toHaveLength(0);
    expect(subs).toBeGreaterThan(matches.length * 3);
  }, 300000);

  it('keeps the substitutions of a match two days old, read through the API’s own tables', async () => {
    const twoDaysAgo = matches.filter((m) => m.day < s.today && m.day <= addDays(s.today, -2));
    expect(twoDaysAgo.length).toBeGreaterThan(20);
    const sample = twoDaysAgo.slice(-20);
    for (const m of sample) {
      const kinds = (await storedEvents(s.db, m.id)).map((e) => e.kind);
      expect(kinds).toContain('substitution');
    }
  });
});
