import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pickLineup } from '../../../src/sport/engine/football-lineup';
import { penaltyTaker, pickScorer } from '../../../src/sport/engine/football-walk';
import { fillerRates, fitFootballRates } from '../../../src/sport/engine/player-rates';
import type { EnginePlayer } from '../../../src/sport/engine/types';
import { footballRatesOf, parseSeasonRow } from '../../../src/sport/seed/player-figures';
import { createRng } from '../../../src/sport/seed/prng';

/** A small figures fixture in the table's row format (not the shipped table: the fit alone is tested). */
const FIXTURE: Record<string, string[]> = {
  striker: ['2024-25|英超|曼彻斯特城|31|31||22|3|fixture', '2023-24|英超|曼彻斯特城|31|29||27|5|fixture'],
  rotation: ['2024-25|英超|阿森纳|30|8|900|1|1|fixture'],
  injured: ['2024-25|英超|阿森纳|19|19||6|4|fixture'],
  portugal: ['2024-25|葡超|葡萄牙体育|33|33||39|6|fixture'],
  england: ['2024-25|英超|阿森纳|33|33||39|6|fixture'],
  cameo: ['2024-25|英超|阿森纳|3|0|40|2|0|fixture'],
};
const fit = (key: string, position = 'F') =>
  fitFootballRates(position, (FIXTURE[key] ?? []).map(parseSeasonRow));

describe('fitted rates (engine/player-rates.ts)', () => {
  it('reads a row of the figures table, empty fields as unknown', () => {
    expect(parseSeasonRow('2024-25|英超|阿森纳|30|8||1||src')).toEqual({
      season: '2024-25',
      league: '英超',
      club: '阿森纳',
      apps: 30,
      starts: 8,
      minutes: null,
      goals: 1,
      assists: null,
      source: 'src',
    });
  });

  it('a prolific striker scores near his real rate, a sure starter stands near 1', () => {
    const r = fit('striker');
    expect(r.basis).toBe('figures');
    expect(r.goals90).toBeGreaterThan(0.7);
    expect(r.goals90).toBeLessThan(0.95);
    expect(r.start).toBeGreaterThan(0.85);
  });

  it('a rotation player stands below a regular; a regular who missed months stays a regular', () => {
    expect(fit('rotation').start).toBeLessThan(0.35);
    expect(fit('injured').start).toBeGreaterThan(0.7);
    expect(fit('injured').start).toBeLessThan(fit('striker').start);
  });

  it('few minutes are shrunk toward the position mean: two goals in 40 minutes are not 4.5 a game', () => {
    const cameo = fit('cameo');
    expect(cameo.goals90).toBeLessThan(0.7);
    expect(cameo.goals90).toBeGreaterThan(0.35);
  });

  it('goals outside the big five count less', () => {
    expect(fit('portugal').goals90).toBeLessThan(fit('england').goals90 * 0.75);
  });

  it('a real player without figures gets his position default, a filler a modest one below it', () => {
    const none = fitFootballRates('F', []);
    expect(none.basis).toBe('default');
    expect(fillerRates('F').goals90).toBeLessThan(none.goals90);
    expect(fillerRates('M').goals90).toBeLessThan(fitFootballRates('M', []).goals90);
  });

  it('the shipped table fits 哈兰德 from his real seasons and leaves a generated name a filler', () => {
    const haaland = footballRatesOf('Erling Haaland', 'F');
    expect(haaland.basis).toBe('figures');
    expect(haaland.goals90).toBeGreaterThan(0.7);
    expect(footballRatesOf('Nobody Generated', 'F').basis).toBe('filler');
  });
});

/** A squad shaped like the seed's: real players with rates, generated fillers (higher skill) behind them. */
function squad(): EnginePlayer[] {
  let id = 0;
  const p = (position: string, real: boolean, start: number, goals90 = 0.1, skill = 0.5): EnginePlayer => ({
    id: ++id,
    name: `${real ? '真' : '生'}${id}`,
    number: id,
    position,
    skill,
    ppg: 0,
    real,
    start,
    goals90,
    assists90: 0.1,
  });
  return [
    p('G', true, 0.98),
    p('G', false, 0.85, 0, 0.95),
    p('G', false, 0.85, 0, 0.9),
    ...[0.95, 0.93, 0.9, 0.88].map((s) => p('D', true, s, 0.04)),
    p('D', true, 0.3, 0.04),
    ...[1, 2, 3].map(() => p('D', false, 0.85, 0.04, 0.99)),
    ...[0.95, 0.9, 0.85].map((s) => p('M', true, s, 0.15)),
    p('M', true, 0.4, 0.1),
    ...[1, 2, 3, 4].map(() => p('M', false, 0.85, 0.09, 0.99)),
    p('F', true, 0.95, 0.8),
    p('F', true, 0.9, 0.4),
    p('F', true, 0.85, 0.35),
    ...[1, 2].map(() => p('F', false, 0.85, 0.12, 0.99)),
  ];
}

describe('line-ups by first-choice standing (pickLineup)', () => {
  const players = squad();
  const firstChoice = players.filter((p) => p.real && (p.start ?? 0) >= 0.85);
  const picks = Array.from({ length: 100 }, (_, i) => pickLineup(players, createRng('lineup-test', i)));
  const starts = (id: number) => picks.filter((l) => l.starters.some((s) => s.player.id === id)).length;

  it('the first-choice keeper starts nearly every game; a generated keeper almost never', () => {
    const keeper = players[0] as EnginePlayer;
    expect(starts(keeper.id)).toBeGreaterThanOrEqual(95);
    expect(starts(players[1]?.id ?? 0) + starts(players[2]?.id ?? 0)).toBeLessThanOrEqual(5);
  });

  it('the first-choice outfielders start most games, each resting now and then', () => {
    expect(firstChoice.length).toBe(11);
    for (const p of firstChoice.filter((x) => x.position !== 'G')) {
      expect(starts(p.id)).toBeGreaterThanOrEqual(70);
    }
    // Rotation: not the same XI every match.
    const xis = new Set(
      picks.map((l) =>
        l.starters
          .map((s) => s.player.id)
          .sort()
          .join(','),
      ),
    );
    expect(xis.size).toBeGreaterThan(5);
  });

  it('plays the system its first-choice players fit (here 4-3-3) in most games', () => {
    expect(picks.filter((l) => l.formation === '4-3-3').length).toBeGreaterThanOrEqual(75);
  });

  it('the bench holds a keeper and the best outfield players left, real ones first', () => {
    for (const l of picks.slice(0, 10)) {
      expect(l.bench.filter((p) => p.position === 'G')).toHaveLength(1);
      expect(l.bench).toHaveLength(9);
      const outfield = l.bench.filter((p) => p.position !== 'G');
      const firstFiller = outfield.findIndex((p) => !p.real);
      if (firstFiller >= 0) expect(outfield.slice(firstFiller).every((p) => !p.real)).toBe(true);
    }
  });
});

describe('crediting goals by per-90 rates', () => {
  const players = squad();
  const xi = [
    players[0],
    ...players.filter((p) => p.position === 'D').slice(0, 4),
    ...players.filter((p) => p.position === 'M').slice(0, 3),
    ...players.filter((p) => p.position === 'F').slice(0, 3),
  ] as EnginePlayer[];
  const striker = xi.find((p) => p.goals90 === 0.8) as EnginePlayer;

  it('the prolific striker scores the lion’s share, the keeper none', () => {
    const rng = createRng('scorer-test');
    const goals = new Map<number, number>();
    for (let i = 0; i < 2000; i++) {
      const s = pickScorer(rng, xi) as EnginePlayer;
      goals.set(s.id, (goals.get(s.id) ?? 0) + 1);
    }
    expect(goals.get(striker.id) ?? 0).toBeGreaterThan(2000 * 0.45);
    expect(goals.get(xi[0]?.id ?? 0) ?? 0).toBe(0);
  });

  it('penalties go to the top scorer on the pitch', () => {
    expect(penaltyTaker(xi)?.id).toBe(striker.id);
    expect(penaltyTaker(xi.filter((p) => p.id !== striker.id))?.goals90).toBe(0.4);
  });
});

describe('the shipped figures table (server/data/people/football-figures.json)', () => {
  const file = join(__dirname, '../../../data/people/football-figures.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { players: Record<string, string[]> };
  const people = JSON.parse(readFileSync(join(__dirname, '../../../data/people/football.json'), 'utf8')) as {
    clubs: Record<string, Record<string, { players: string[] }>>;
  };
  const spellings = new Set(
    Object.values(people.clubs).flatMap((clubs) =>
      Object.values(clubs).flatMap((c) => c.players.map((row) => row.split('|')[1])),
    ),
  );

  it('keys every player by his spelling in football.json and has a source on every row', () => {
    const entries = Object.entries(raw.players);
    expect(entries.length).toBeGreaterThanOrEqual(200);
    for (const [en, rows] of entries) {
      expect(spellings.has(en) ? en : `not in football.json: ${en}`).toBe(en);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const fields = row.split('|');
        expect(fields).toHaveLength(9);
        const r = parseSeasonRow(row);
        expect(r.season).toMatch(/^20\d\d-\d\d$/);
        expect(r.source.trim().length).toBeGreaterThan(3);
        expect(r.apps).toBeGreaterThan(0);
        expect(r.apps).toBeLessThanOrEqual(46);
        if (r.starts !== null) expect(r.starts).toBeLessThanOrEqual(r.apps);
        if (r.minutes !== null) expect(r.minutes).toBeLessThanOrEqual(r.apps * 95);
        expect(r.goals).toBeLessThanOrEqual(r.apps * 2);
      }
    }
  });
});
