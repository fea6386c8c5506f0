import { basketballSeason, careerOf, footballSeason, pastSeasons } from '../../src/sport/repo/career';
import { parseSeason } from '../../src/sport/seed/basketball-figures';
import { parseSeasonRow } from '../../src/sport/seed/player-figures';
import { noSums } from '../../src/sport/repo/season-lines';

/** A player's career: past seasons from the figures tables, the current one from the sums of his match lines. */
describe('career', () => {
  it('reads the figures rows: football totals, basketball per game, each with its source', () => {
    const football = footballSeason(parseSeasonRow('2024-25|英超|曼彻斯特城|31|31||22|3|premierleague.com'));
    expect(football).toMatchObject({
      season: '2024-25',
      club: '曼彻斯特城',
      league: '英超',
      appearances: 31,
      starts: 31,
      minutes: null,
      goals: 22,
      assists: 3,
      points: null,
      source: 'premierleague.com',
    });
    const nba = basketballSeason(parseSeason('2024-25|DEN|70|70|36.7|29.6|12.7|10.2|1.8|0.6|2.0|NBA.com'));
    expect(nba).toMatchObject({
      appearances: 70,
      starts: 70,
      minutes: 36.7,
      points: 29.6,
      rebounds: 12.7,
      assistsPerGame: 10.2,
      goals: null,
      source: 'NBA.com',
    });
  });

  it('a shipped table’s player gets his past seasons newest first; a player it lacks only the current one', () => {
    const haaland = pastSeasons('Erling Haaland', 'football');
    expect(haaland.length).toBeGreaterThanOrEqual(1);
    expect(haaland.map((s) => s.season)).toEqual([...haaland.map((s) => s.season)].sort().reverse());
    expect(haaland.every((s) => s.source.length > 0 && s.appearances !== null)).toBe(true);
    expect(pastSeasons('Nikola Jokić', 'basketball').length).toBeGreaterThanOrEqual(1);
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
