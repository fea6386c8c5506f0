import type { BasketballRecord, FootballRecord } from '../../../src/sport/facts/match-records';
import { storedRecord } from '../../../src/sport/facts/match-records';
import { prep } from '../../db/sql';
import { openSeeded, type Seeded } from './seeded';

interface EventRow {
  id: number;
  match_id: number;
  period: number;
  minute: number;
  stoppage: number;
  side: 'home' | 'away' | null;
  kind: string;
  player_id: number | null;
  text: string;
  position: string | null;
  player_name: string | null;
  home_name: string;
  away_name: string;
}

/** Remarks a player makes only going forward, and the positions that never make them. */
const FORWARD_ONLY: Array<[RegExp, string[]]> = [
  [/反越位|单刀|直接射门/, ['G', 'D']],
  [/头球攻门|远射|突破后传中|最后一传/, ['G']],
];

/**
 * 文字直播 of finished matches (the stored timeline and record of each) against the match's own facts: who has
 * the ball, who can do what on the pitch, the order of a VAR check; a basketball game's play-by-play carries its
 * misses, rebounds, changes and the running score to the final score.
 */
describe('live text follows the facts of each finished match', () => {
  let s: Seeded;
  let football: Map<number, EventRow[]>;
  beforeAll(async () => {
    s = await openSeeded();
    const rows = await prep(
      s.db,
      `SELECT e.id, e.match_id, e.period, e.minute, e.stoppage, e.side, e.kind, e.player_id, e.text, p.position, p.name player_name,
        h.short_name home_name, a.short_name away_name
      FROM sport_events e JOIN sport_matches m ON m.id = e.match_id
      JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id
      LEFT JOIN sport_players p ON p.id = e.player_id
      WHERE m.sport = 'football' AND m.status = 'finished' ORDER BY e.match_id, e.id`,
    ).all<EventRow>();
    football = new Map();
    for (const r of rows) football.set(r.match_id, [...(football.get(r.match_id) ?? []), r]);
  }, 180000);
  afterAll(() => s.close());

  it('says a side has more of the ball only when its possession is the larger', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [id, events] of football) {
      const remarks = events.filter((e) => e.kind === 'comment' && e.text.includes('控球率占优'));
      if (!remarks.length) continue;
      const record = (await storedRecord(s.db, id)) as FootballRecord | null;
      const possession = record?.stats?.possession;
      if (!possession) continue;
      for (const e of remarks) {
        checked++;
        const share = e.side === 'home' ? possession.home : possession.away;
        const other = e.side === 'home' ? possession.away : possession.home;
        if (share <= other)
          wrong.push(`${id} ${e.minute}' ${e.text} (${possession.home}–${possession.away})`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('names no keeper or defender in a remark only an attacker makes', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const events of football.values())
      for (const e of events) {
        if (e.kind !== 'comment' || !e.position) continue;
        checked++;
        for (const [phrase, never] of FORWARD_ONLY)
          if (phrase.test(e.text) && never.includes(e.position)) wrong.push(`${e.position} ${e.text}`);
      }
    expect(checked).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
  });

  it('logs each VAR check right after the goal it reviews, before anything else happens', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const events of football.values())
      events.forEach((e, i) => {
        if (e.kind !== 'var') return;
        checked++;
        const before = events[i - 1];
        const at = (x: EventRow) => x.period * 10000 + (x.minute + x.stoppage) * 10;
        if (
          !before ||
          !['goal', 'penalty', 'own_goal'].includes(before.kind) ||
          before.player_id !== e.player_id ||
          at(before) > at(e)
        )
          wrong.push(`${e.match_id}: ${before?.minute}' ${before?.text} → ${e.minute}' ${e.text}`);
      });
    expect(checked).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('says who came on for whom at each substitution, in the words basketball uses', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const events of football.values())
      for (const e of events) {
        if (e.kind !== 'substitution') continue;
        checked++;
        // The event's player is the one taken off; the words name him last (换人：A替下B).
        const match = /^(中场)?换人：(\S+)替下(\S+)$/.exec(e.text);
        if (!match || match[3] !== e.player_name || match[2] === match[3])
          wrong.push(`${e.match_id}: ${e.text}`);
      }
    expect(checked).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
  });

  it("states in each football 战报 the possession, shots and shots on target of the match's own statistics", async () => {
    const reports = await prep(
      s.db,
      `SELECT a.match_id, a.sections FROM sport_articles a JOIN sport_matches m ON m.id = a.match_id
      WHERE a.kind = 'report' AND m.sport = 'football'`,
    ).all<{ match_id: number; sections: string }>();
    const wrong: string[] = [];
    let checked = 0;
    for (const r of reports) {
      const line = /控球率(\d+)%、\S+?(\d+)%；射门(\d+)-(\d+)，射正(\d+)-(\d+)/.exec(r.sections);
      const stats = ((await storedRecord(s.db, r.match_id)) as FootballRecord | null)?.stats;
      if (!line || !stats) continue;
      checked++;
      const said = line.slice(1).map(Number);
      const pair = (x: { home: number; away: number }) => [x.home, x.away];
      const facts = [...pair(stats.possession), ...pair(stats.shots), ...pair(stats.shotsOnTarget)];
      if (said.join() !== facts.join()) wrong.push(`${r.match_id}: ${said.join()} vs ${facts.join()}`);
    }
    expect(checked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('gives a finished basketball game its misses, rebounds, changes and the running score to the final', async () => {
    const games = await prep(
      s.db,
      `SELECT m.id, m.home_score, m.away_score FROM sport_matches m JOIN sport_match_records r ON r.match_id = m.id
      WHERE m.sport = 'basketball' AND m.status = 'finished' ORDER BY m.kickoff DESC, m.id LIMIT 40`,
    ).all<{ id: number; home_score: number; away_score: number }>();
    expect(games.length).toBeGreaterThan(20);
    for (const g of games) {
      const record = (await storedRecord(s.db, g.id)) as BasketballRecord;
      const plays = record.playByPlay;
      const kinds = new Set<string>(plays.map((p) => p.kind));
      for (const k of ['miss2', 'miss3', 'miss_ft', 'substitution'])
        expect([g.id, k, kinds.has(k)]).toEqual([g.id, k, true]);
      expect(plays.some((p) => /抢下后场篮板/.test(p.text))).toBe(true);
      expect(plays.some((p) => /抢下前场篮板/.test(p.text))).toBe(true);
      expect(
        plays.filter((p) => p.kind === 'substitution').every((p) => /换人：\S+替下\S+/.test(p.text)),
      ).toBe(true);
      // The clock is the play's own field, shown beside the line: the words do not repeat it.
      expect(plays.filter((p) => /^\d{2}:\d{2} /.test(p.text)).map((p) => p.text)).toEqual([]);
      // Newest first: the running score of the last play is the final score.
      expect(plays[0]?.score).toEqual({ home: g.home_score, away: g.away_score });
      // The box score's misses are the misses the play-by-play lists.
      for (const side of ['home', 'away'] as const) {
        const team = record.teamStats?.[side];
        const mine = plays.filter((p) => p.side === side);
        expect(team && team.fieldGoalsAttempted - team.fieldGoalsMade).toBe(
          mine.filter((p) => p.kind === 'miss2' || p.kind === 'miss3').length,
        );
        expect(team && team.freeThrowsAttempted - team.freeThrowsMade).toBe(
          mine.filter((p) => p.kind === 'miss_ft').length,
        );
      }
    }
  });
});
