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
    const running = seasons.find((s) => s.league === '英超' && s.code === '2025-26');
    expect(running?.through).toBe('2026-03-05');
    expect(running?.matches.some((m) => m.fullTime === null)).toBe(true);
  });

  it('stops on a supplement result without its fixture', () => {
    const file = path.join(dir, 'supplement-2024-25.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Paris Saint-Germain FC', 'Nowhere FC'));
    expect(() => new OpenFootballProvider(dir).seasons()).toThrow(/has no fixture Nowhere FC/);
  });
});
