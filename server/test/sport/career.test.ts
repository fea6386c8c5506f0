import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { basketballSeason, careerOf, footballSeason, FiguresTable } from '../../src/sport/repo/career';
import { noSums } from '../../src/sport/repo/season-lines';

/** A player's career: past seasons from the figures tables (when the file is there), the current from the sums. */
describe('career', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-figures-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads per-season rows keyed by the original spelling, football totals and basketball per game', () => {
    const file = path.join(dir, 'football-figures.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        version: 't',
        players: {
          'Erling Haaland': [
            {
              season: '2023-24',
              club: '曼城',
              apps: 31,
              starts: 29,
              minutes: 2552,
              goals: 27,
              assists: 5,
              source: 'PL',
            },
            { season: '2024-25', club: '曼城', apps: 31, starts: 31, goals: 22, assists: 3, source: 'PL' },
          ],
        },
      }),
    );
    const table = new FiguresTable(file);
    const rows = table.seasons('erling haaland').map(footballSeason);
    expect(rows.map((r) => [r.season, r.appearances, r.goals, r.minutes, r.source])).toEqual([
      ['2023-24', 31, 27, 2552, 'PL'],
      ['2024-25', 31, 22, null, 'PL'],
    ]);
    const nba = basketballSeason({
      season: '2024-25',
      team: '掘金',
      games: 70,
      ppg: 29.6,
      rpg: 12.7,
      apg: 10.2,
      source: 'NBA.com',
    });
    expect(nba).toMatchObject({
      appearances: 70,
      points: 29.6,
      rebounds: 12.7,
      assistsPerGame: 10.2,
      goals: null,
    });
  });

  it('a missing figures file gives no past seasons: only the current one, summed from the match lines', () => {
    const table = new FiguresTable(path.join(dir, 'absent.json'));
    expect(table.seasons('Erling Haaland')).toEqual([]);
    const sums = { ...noSums(7, 3), appearances: 10, starts: 9, minutes: 850, goals: 8, assists: 2 };
    const career = careerOf(
      { name_en: 'Nobody In The Tables' },
      { name: '曼彻斯特城', l_short: '英超', sport: 'football' },
      sums,
      '2026/27',
    );
    expect(career).toEqual([
      expect.objectContaining({ current: true, season: '2026/27', appearances: 10, minutes: 850, goals: 8 }),
    ]);
  });
});
