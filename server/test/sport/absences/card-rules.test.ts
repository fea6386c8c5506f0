import { bansAfter, cardRuleOf, type PlayedMatch } from '../../../src/sport/absences/card-rules';
import { drawInjuries } from '../../../src/sport/absences/injuries';

const yellowIn = (matchId: number, playerId = 7): PlayedMatch => ({
  matchId,
  cards: [{ playerId, yellow: 1, red: 0 }],
});
const quiet = (matchId: number): PlayedMatch => ({ matchId, cards: [] });

describe('英超 card rules (absences/card-rules.ts)', () => {
  const rule = cardRuleOf('英超');

  it('bans for one match after 5 yellows within the first 19 league matches, served by the next one', () => {
    const played = [1, 2, 3, 4, 5].map((id) => yellowIn(id));
    expect(bansAfter(rule, played)).toEqual([
      expect.objectContaining({ playerId: 7, left: 1, reason: '累计5张黄牌停赛' }),
    ]);
    expect(bansAfter(rule, [...played, quiet(6)])).toEqual([]);
  });

  it('does not ban a 5th yellow taken after the 19th match', () => {
    const played = [...Array.from({ length: 16 }, (_, i) => quiet(i + 1))];
    for (let id = 17; id <= 21; id++) played.push(yellowIn(id));
    expect(played.length).toBe(21);
    expect(bansAfter(rule, played)).toEqual([]);
  });

  it('bans for two matches at the 10th yellow within 32 matches', () => {
    const played: PlayedMatch[] = [];
    for (let id = 1; id <= 10; id++) played.push(yellowIn(id));
    // The 5th yellow's ban was served by match 6; the 10th earns two matches.
    expect(bansAfter(rule, played)).toEqual([expect.objectContaining({ left: 2 })]);
    expect(bansAfter(rule, [...played, quiet(11)])).toEqual([expect.objectContaining({ left: 1 })]);
  });

  it('bans a second yellow one match and a straight red one to three', () => {
    const second = bansAfter(rule, [{ matchId: 1, cards: [{ playerId: 3, yellow: 1, red: 1 }] }]);
    expect(second).toEqual([expect.objectContaining({ left: 1, reason: '两黄变一红停赛' })]);
    const lengths = new Set<number>();
    for (let m = 1; m <= 60; m++) {
      const [ban] = bansAfter(rule, [{ matchId: m, cards: [{ playerId: 3, yellow: 0, red: 1 }] }]);
      lengths.add(ban?.left ?? 0);
    }
    expect([...lengths].sort()).toEqual([1, 2, 3]);
  });

  it('bans every 5th yellow in leagues without rules of their own', () => {
    const played = [1, 2, 3, 4, 5].map((id) => yellowIn(id));
    expect(bansAfter(cardRuleOf('荷甲'), played)).toHaveLength(1);
    expect(bansAfter(cardRuleOf('荷甲'), played.slice(0, 4))).toHaveLength(0);
  });
});

describe('injury rates over a season (absences/injuries.ts)', () => {
  // 20 clubs of 25 (3 keepers, 8 defenders, 8 midfielders, 6 forwards), ages 19–34, 45 match days a season.
  const kickoffs = Array.from({ length: 45 }, (_, i) => 1_785_000_000 + i * 5 * 86400);
  const clubs = Array.from({ length: 20 }, (_, club) =>
    Array.from({ length: 25 }, (_, i) => ({
      id: club * 100 + i,
      position: i < 3 ? 'G' : i < 11 ? 'D' : i < 19 ? 'M' : 'F',
      age: 19 + ((i * 7 + club) % 16),
      exposure: i % 3 === 0 ? 0.3 : 0.9,
    })),
  );
  const seasons = clubs.map((players, club) =>
    drawInjuries('rates', 'football', club + 1, players, kickoffs),
  );
  const days = (i: { from: number; until: number }) => (i.until - i.from) / 86400;

  it('gives a club 20–50 injuries a season, a few of them long', () => {
    for (const list of seasons) {
      expect(list.length).toBeGreaterThanOrEqual(20);
      expect(list.length).toBeLessThanOrEqual(50);
    }
    const long = seasons.map((list) => list.filter((i) => days(i) >= 60).length);
    const meanLong = long.reduce((a, b) => a + b, 0) / long.length;
    expect(meanLong).toBeGreaterThanOrEqual(0.5);
    expect(meanLong).toBeLessThanOrEqual(5);
    const all = seasons.flat();
    const short = all.filter((i) => days(i) <= 28).length / all.length;
    expect(short).toBeGreaterThan(0.6);
  });

  it('hurts older players more often than young ones, keepers least', () => {
    const all = seasons.flat();
    const players = clubs.flat();
    const rate = (pick: (p: (typeof players)[number]) => boolean) => {
      const ids = new Set(players.filter(pick).map((p) => p.id));
      return all.filter((i) => ids.has(i.playerId)).length / ids.size;
    };
    expect(rate((p) => p.age >= 30)).toBeGreaterThan(rate((p) => p.age <= 23));
    expect(rate((p) => p.position === 'G')).toBeLessThan(rate((p) => p.position === 'M'));
  });

  it('is the same for the same seed', () => {
    expect(drawInjuries('rates', 'football', 1, clubs[0]!, kickoffs)).toEqual(seasons[0]);
  });
});
