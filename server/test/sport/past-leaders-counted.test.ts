import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PEOPLE_DIR } from '../../src/sport/seed/people';

/**
 * A past season's goals board counted from openfootball's `<code>-full.json` (every goal of the season,
 * transcribed one a line into scripts/openfootball/data/<code>-<season>-goals.txt) is exactly the count of
 * those lines: the lines add up match by match to the scores (which are the compact league file's), and
 * past-leaders.json lists the top places (ties at the cut included) with those goals, in board order, at the clubs
 * they scored for, named as football.json names them. Read from the raw files; no server.
 */
const ROOT = join(__dirname, '../../..');

/**
 * The counted boards: league short name, season, openfootball code, matches in the season, and the places the
 * board lists (ties at the cut included). 德甲 2025-26 stops at 7th: 8th to 11th are tied on 13 goals and two of
 * them (Tabaković of 门兴, El Mala of 科隆) play for clubs football.json does not cover, so they have no Chinese
 * name there to give; the board stops before the tie rather than make one up (README: a board may stop early).
 */
const COUNTED = [
  { league: '英超', season: '2025-26', code: 'en.1', matches: 380, top: 10 },
  { league: '德甲', season: '2025-26', code: 'de.1', matches: 306, top: 7 },
] as const;

interface Match {
  team1: string;
  team2: string;
  ft: [number, number];
  counted: [number, number];
}
interface Goal {
  team1: string;
  team2: string;
  side: 1 | 2;
  scorer: string;
  flags: string;
}

/** Spelling without accents, case, hyphens or apostrophes: `Morgan GIBBS WHITE` is `Morgan Gibbs-White`. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Full-file club names that differ from the compact files' (`Bayer Leverkusen`, `Bayer 04 Leverkusen`). */
const FULL_NAMES = (
  JSON.parse(readFileSync(join(ROOT, 'scripts/openfootball/data/full-file-clubs.json'), 'utf8')) as {
    names: Record<string, string>;
  }
).names;

/** `Chelsea FC`, `Bournemouth` and `AFC Bournemouth` are the same club. */
const clubKey = (name: string) => (FULL_NAMES[name] ?? name).replace(/^AFC\s+/, '').replace(/\s+(A?FC)$/, '');

function readLines(code: string, season: string) {
  const file = join(ROOT, 'scripts/openfootball/data', `${code}-${season}-goals.txt`);
  const matches = new Map<string, Match>();
  const goals: Goal[] = [];
  const problems: string[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const line = raw.trimEnd();
      if (!line || line.startsWith('#')) return;
      const f = line.split('|');
      if (f[0] === 'ft') {
        const [, date = '', team1 = '', team2 = '', score = ''] = f;
        const [a, b] = score.split('-').map(Number);
        const key = `${date}|${team1}|${team2}`;
        if (f.length !== 5 || !Number.isInteger(a) || !Number.isInteger(b))
          problems.push(`line ${i + 1}: bad score line`);
        if (matches.has(key)) problems.push(`line ${i + 1}: ${key} twice`);
        matches.set(key, { team1, team2, ft: [a!, b!], counted: [0, 0] });
        return;
      }
      const [date = '', team1 = '', team2 = '', side = '', scorer = '', minute = '', flags = ''] = f;
      const match = matches.get(`${date}|${team1}|${team2}`);
      if (f.length !== 7 || !match || (side !== '1' && side !== '2') || !scorer) {
        problems.push(`line ${i + 1}: bad goal line`);
        return;
      }
      if (!/^\d{1,3}(\+\d{1,2})?$/.test(minute)) problems.push(`line ${i + 1}: minute ${minute}`);
      if (!['', 'penalty', 'owngoal'].includes(flags)) problems.push(`line ${i + 1}: flags ${flags}`);
      match.counted[Number(side) - 1]!++;
      goals.push({ team1, team2, side: side === '1' ? 1 : 2, scorer, flags });
    });
  return { matches, goals, problems };
}

interface Place {
  scorer: string;
  goals: number;
  penalties: number;
  clubs: string[];
}

/** Goals per player (own goals left out), more goals first, then more non-penalty goals, then name. */
function board(goals: Goal[]): Place[] {
  const by = new Map<string, Place>();
  for (const g of goals) {
    if (g.flags === 'owngoal') continue;
    const p = by.get(g.scorer) ?? { scorer: g.scorer, goals: 0, penalties: 0, clubs: [] };
    p.goals++;
    if (g.flags === 'penalty') p.penalties++;
    const club = g.side === 1 ? g.team1 : g.team2;
    if (!p.clubs.includes(club)) p.clubs.push(club);
    by.set(g.scorer, p);
  }
  return [...by.values()].sort(
    (a, b) =>
      b.goals - a.goals ||
      b.goals - b.penalties - (a.goals - a.penalties) ||
      plain(a.scorer).localeCompare(plain(b.scorer)),
  );
}

const pastLeaders = JSON.parse(readFileSync(join(PEOPLE_DIR, 'past-leaders.json'), 'utf8')) as {
  leagues: Record<string, Record<string, Record<string, string[]>>>;
};
const people = JSON.parse(readFileSync(join(PEOPLE_DIR, 'football.json'), 'utf8')) as {
  clubs: Record<string, Record<string, { players: string[] }>>;
};
const clubsZh = new Map(
  Object.entries(
    JSON.parse(readFileSync(join(ROOT, 'server/data/openfootball/clubs.json'), 'utf8')) as Record<
      string,
      [string, string]
    >,
  ).map(([en, [zh]]) => [clubKey(en), zh]),
);

describe.each(COUNTED)('$league $season goals counted from $code-full.json', (c) => {
  const { matches, goals, problems } = readLines(c.code, c.season);

  it('the lines are well formed and every match adds up to its score', () => {
    expect(problems).toEqual([]);
    expect(matches.size).toBe(c.matches);
    const pairs = new Set([...matches.values()].map((m) => `${m.team1}|${m.team2}`));
    expect(pairs.size).toBe(c.matches);
    const wrong = [...matches.entries()]
      .filter(([, m]) => m.counted[0] !== m.ft[0] || m.counted[1] !== m.ft[1])
      .map(([key, m]) => `${key}: ${m.counted.join('-')} ≠ ${m.ft.join('-')}`);
    expect(wrong).toEqual([]);
  });

  it("every score is the compact league file's", () => {
    const compact = JSON.parse(
      readFileSync(join(ROOT, 'server/data/openfootball', c.season, `${c.code}.json`), 'utf8'),
    ) as { columns: string[]; matches: unknown[][] };
    const col = (name: string) => compact.columns.indexOf(name);
    const byPair = new Map(
      compact.matches.map((r) => [
        `${clubKey(String(r[col('home')]))}|${clubKey(String(r[col('away')]))}`,
        r[col('ft')] as [number, number] | null,
      ]),
    );
    const wrong = [...matches.values()]
      .filter((m) => byPair.get(`${clubKey(m.team1)}|${clubKey(m.team2)}`)?.join('-') !== m.ft.join('-'))
      .map((m) => `${m.team1} v ${m.team2}`);
    expect(wrong).toEqual([]);
  });

  it('past-leaders.json lists the top places of the count (ties at the cut), named as football.json names them', () => {
    const ranked = board(goals);
    const places = ranked.filter((p) => p.goals >= ranked[c.top - 1]!.goals);
    const rows = (pastLeaders.leagues[c.league]?.[c.season]?.goals ?? []).map((row) => {
      const [name = '', en = '', club = '', value = '', source = '', ...rest] = row.split('|');
      return { name, en, club, value: Number(value), source, extra: rest.length };
    });
    expect(rows.length).toBe(places.length);
    rows.forEach((row, i) => {
      const p = places[i]!;
      expect({ row: i + 1, en: plain(row.en), goals: row.value }).toEqual({
        row: i + 1,
        en: plain(p.scorer),
        goals: p.goals,
      });
      const clubs = p.clubs.map((club) => clubsZh.get(clubKey(club)));
      expect(row.club).toBe(clubs.join('/'));
      expect(row.extra).toBe(0);
      expect(row.source).toContain(`${c.season}/${c.code}-full.json @ `);
      expect(row.source).toContain('goals counted');
      // The name and spelling are football.json's row at a club he scored for.
      const atClub = clubs.flatMap((club) => people.clubs[c.league]?.[club!]?.players ?? []);
      expect(atClub.some((r) => r.startsWith(`${row.name}|${row.en}|`))).toBe(true);
    });
  });
});
