import { REAL_BASKETBALL_CLUBS } from '../../src/sport/seed/clubs-basketball';
import { REAL_FOOTBALL_CLUBS } from '../../src/sport/seed/clubs-football';
import { foundedYear, KNOWN_FOUNDED } from '../../src/sport/seed/club-founded';

describe('club founding years', () => {
  const catalogued = new Set(
    [...Object.values(REAL_FOOTBALL_CLUBS), ...Object.values(REAL_BASKETBALL_CLUBS)].flatMap((clubs) =>
      clubs.map((c) => c.split('|')[0]),
    ),
  );

  it('names only clubs of the catalogue, every big-five club among them, with plausible years', () => {
    expect(Object.keys(KNOWN_FOUNDED).filter((name) => !catalogued.has(name))).toEqual([]);
    for (const league of ['英超', '西甲', '意甲', '法甲'])
      for (const club of REAL_FOOTBALL_CLUBS[league] ?? [])
        expect([club, KNOWN_FOUNDED[club.split('|')[0]!]]).toEqual([club, expect.any(Number)]);
    expect(Object.values(KNOWN_FOUNDED).every((y) => y >= 1850 && y <= 2015)).toBe(true);
  });

  it('gives a real club its year or none, and only a generated club a generated year', () => {
    expect(foundedYear('曼彻斯特城', 1999)).toBe(1880);
    expect(foundedYear('洛杉矶湖人', 1999)).toBe(1947);
    expect(foundedYear('本菲卡', 1999)).toBe(1904);
    // 英冠 and 沙特联 clubs of clubs-world.ts.
    expect(foundedYear('莱斯特城', 1999)).toBe(1884);
    expect(foundedYear('利雅得胜利', 1999)).toBe(1955);
    // Real, but not in the table (a Ukrainian club from the open data; a Portuguese club of the catalogue; a
    // CBA club): no invented year.
    expect(foundedYear('顿涅茨克矿工', 1999)).toBe(0);
    expect(foundedYear('阿罗卡', 1999)).toBe(0);
    expect(foundedYear('广东华南虎', 1999)).toBe(0);
    expect(foundedYear('某某虚构队', 1999)).toBe(1999);
  });
});
