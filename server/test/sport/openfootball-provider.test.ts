import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPENFOOTBALL_DIR, OpenFootballProvider } from '../../src/sport/history/openfootball';

/** The openfootball adapter on a copy of the shipped files: its version follows the data, a bad supplement stops it. */
describe('OpenFootballProvider', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-openfootball-'));
    fs.cpSync(OPENFOOTBALL_DIR, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('changes its version when a result changes, so stored data is re-seeded', () => {
    const before = new OpenFootballProvider(dir).version();
    expect(new OpenFootballProvider(dir).version()).toBe(before);
    const file = path.join(dir, 'supplement-2024-25.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('[5, 0]', '[4, 0]'));
    expect(new OpenFootballProvider(dir).version()).not.toBe(before);
  });

  it('converts local kickoffs with the zone, summer time included, and reports seasons that stop early', () => {
    const seasons = new OpenFootballProvider(dir).seasons();
    const epl = seasons.find((s) => s.league === '英超' && s.code === '2024-25');
    const first = epl?.matches[0];
    // 2024-08-16 20:00 in London (BST, UTC+1).
    expect(first && new Date(first.kickoff * 1000).toISOString()).toBe('2024-08-16T19:00:00.000Z');
    expect(first?.home).toMatchObject({ name: '曼彻斯特联', short: '曼联', homeLeague: '英超' });
    // 英超 2025/26 is whole and real (the stored en.1-full version).
    const epl2526 = seasons.find((s) => s.league === '英超' && s.code === '2025-26');
    expect(epl2526).toMatchObject({ through: null, simulatedAfter: null });
    expect(epl2526?.matches.filter((m) => m.fullTime !== null && !m.simulated)).toHaveLength(380);
    // 西甲's stops on 9 March 2026 and its 2026/27 clubs are known (its fixture file): the rest is simulated, the real part kept.
    const spain = seasons.find((s) => s.league === '西甲' && s.code === '2025-26');
    expect(spain).toMatchObject({ through: null, simulatedAfter: '2026-03-09' });
    const file = JSON.parse(fs.readFileSync(path.join(dir, '2025-26/es.1.json'), 'utf8')) as {
      matches: Array<[string, string, string | null, string, string, unknown, [number, number] | null]>;
    };
    const real = spain?.matches.filter((m) => !m.simulated) ?? [];
    expect(real.map((m) => [m.home.nameEn, m.away.nameEn, m.fullTime])).toEqual(
      file.matches.filter((m) => m[6] !== null).map((m) => [m[3], m[4], m[6]]),
    );
    const simulated = spain?.matches.filter((m) => m.simulated) ?? [];
    expect(simulated).toHaveLength(110);
    expect(
      simulated.every((m) => m.fullTime !== null && m.halfTime === null && Number.isFinite(m.kickoff)),
    ).toBe(true);
    // The same data gives the same season.
    const again = new OpenFootballProvider(dir)
      .seasons()
      .find((s) => s.league === '西甲' && s.code === '2025-26');
    expect(again?.matches.map((m) => m.fullTime)).toEqual(spain?.matches.map((m) => m.fullTime));
  });

  it('leaves a season that stops early as it is when the next season has no club list', () => {
    // Neither a fixture file nor a club list of 西甲 2026/27.
    fs.rmSync(path.join(dir, '2026-27/es.1.json'));
    fs.rmSync(path.join(dir, '2026-27/clubs.json'));
    const spain = new OpenFootballProvider(dir)
      .seasons()
      .find((s) => s.league === '西甲' && s.code === '2025-26');
    expect(spain).toMatchObject({ through: '2026-03-09', simulatedAfter: null });
    expect(spain?.matches.some((m) => m.fullTime === null)).toBe(true);
    expect(spain?.matches.some((m) => m.simulated)).toBe(false);
  });

  it('stops on a supplement result without its fixture', () => {
    const file = path.join(dir, 'supplement-2024-25.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Paris Saint-Germain FC', 'Nowhere FC'));
    expect(() => new OpenFootballProvider(dir).seasons()).toThrow(/has no fixture Nowhere FC/);
  });
});
