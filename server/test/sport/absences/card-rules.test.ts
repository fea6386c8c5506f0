import { bansStanding } from '../../../src/sport/absences/absence-read';
import { bansAfter, cardRuleOf, type PlayedMatch } from '../../../src/sport/absences/card-rules';
import { availabilityFactor, drawInjuries, MODEL_MISSED_SHARE } from '../../../src/sport/absences/injuries';
import { basketballFigures } from '../../../src/sport/seed/basketball-figures';

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

describe("a real NBA player's availability (absences/injuries.ts)", () => {
  // 100 seasons of 82 games for one 31-year-old centre, on 36 minutes: how many games he misses.
  const kickoffs = Array.from({ length: 82 }, (_, i) => 1_785_000_000 + i * 2 * 86400);
  const missed = (proneness: number | undefined) => {
    let games = 0;
    for (let season = 0; season < 100; season++) {
      const list = drawInjuries(
        `avail${season}`,
        'basketball',
        1,
        [
          ...Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, position: 'SF', age: 26, exposure: 0.5 })),
          { id: 1, position: 'C', age: 31, exposure: 1, ...(proneness === undefined ? {} : { proneness }) },
        ],
        kickoffs,
      );
      games += kickoffs.filter((k) => list.some((i) => i.playerId === 1 && i.from < k && i.until > k)).length;
    }
    return games / 100 / 82;
  };

  it('follows his real record: 约基奇 (79 and 70 of 82) misses fewer games than the default, a fragile star more', () => {
    const jokic = availabilityFactor(basketballFigures().get('Nikola Jokić') ?? []);
    expect(jokic).not.toBeNull();
    expect(jokic as number).toBeLessThan(0.8);
    expect(availabilityFactor([{ games: 19 }, { games: 39 }])).toBe(2.5);
    expect(availabilityFactor([{ games: 82 }, { games: 82 }])).toBe(0.3);
    expect(availabilityFactor([])).toBeNull();
    const durable = missed(jokic as number);
    const plain = missed(undefined);
    expect(durable).toBeLessThan(plain * 0.85);
    expect(missed(2.5)).toBeGreaterThan(plain * 1.5);
    // The model's default is what the factor is measured against: a 31-year-old at 36 minutes misses about
    // that share (age adds a little).
    expect(plain).toBeGreaterThan(MODEL_MISSED_SHARE * 0.6);
    expect(plain).toBeLessThan(MODEL_MISSED_SHARE * 2);
  });
});

describe('NBA technical fouls (absences/card-rules.ts)', () => {
  // One technical a game for player 7 (technicals stand for yellows in a basketball line).
  const games = (n: number) => Array.from({ length: n }, (_, i) => yellowIn(i + 1));

  it('suspends one game at the 16th technical, none at the 17th, one more at the 18th', () => {
    expect(bansStanding('basketball', 'NBA', games(15))).toEqual([]);
    expect(bansStanding('basketball', 'NBA', games(16))).toEqual([
      { playerId: 7, left: 1, reason: '累计16次技术犯规停赛', matchId: 16 },
    ]);
    // The 17th game is the one he sits out; a technical there cannot be (he did not play), so 17 techs take 18 games.
    expect(bansStanding('basketball', 'NBA', [...games(16), quiet(17), yellowIn(18)])).toEqual([]);
    expect(bansStanding('basketball', 'NBA', [...games(16), quiet(17), yellowIn(18), yellowIn(19)])).toEqual([
      { playerId: 7, left: 1, reason: '累计18次技术犯规停赛', matchId: 19 },
    ]);
  });

  it('bans nobody in basketball competitions without a modelled rule (CBA), whatever the count', () => {
    expect(bansStanding('basketball', 'CBA', games(30))).toEqual([]);
    expect(bansStanding('football', '英超', games(5))).toHaveLength(1);
  });
});
