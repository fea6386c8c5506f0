import { clubName, personName } from '../../src/sport/seed/names';
import { resemblesStar } from '../../src/sport/seed/star-names';
import { createRng } from '../../src/sport/seed/prng';
import { normalise } from '../../src/sport/search/search-keys';

/**
 * Generated people never pass for stars: search reads 梅·西哈 as 梅西哈, so a generated name must not contain
 * the name fans know a star by. The list here is the test's own (what a fan types), not the seed's.
 */
const FAN_TYPES = [
  '梅西',
  'C罗',
  '内马尔',
  '姆巴佩',
  '哈兰德',
  '萨拉赫',
  '本泽马',
  '马内',
  '莫德里奇',
  '贝利',
  '卡卡',
  '萨卡',
  '加维',
  '哈维',
  '罗纳尔多',
  '詹姆斯',
  '库里',
  '约基奇',
  '东契奇',
  '字母哥',
  '武磊',
  '姚明',
  '周琦',
  '王哲林',
  '韦世豪',
];
const FAN_TYPES_EN = ['messi', 'ronaldo', 'neymar', 'mbappe', 'haaland', 'salah'];

describe('generated names', () => {
  it('never contain a star’s name, over 200,000 draws of both kinds', () => {
    const rng = createRng('deny-list', 'draws');
    const bad: string[] = [];
    for (let i = 0; i < 200_000; i += 1) {
      const [zh, en] = personName(rng, i % 4 === 0);
      const z = normalise(zh);
      const e = normalise(en);
      if (FAN_TYPES.some((s) => z.includes(normalise(s))) || FAN_TYPES_EN.some((s) => e.includes(s)))
        bad.push(zh);
    }
    expect(bad).toEqual([]);
  });

  it('never name a club after a star either (梅西多青年人 would be found for 梅西)', () => {
    const rng = createRng('deny-list', 'clubs');
    const bad: string[] = [];
    for (let i = 0; i < 50_000; i += 1) {
      const club = clubName(rng, false);
      const z = normalise(club.name);
      if (
        FAN_TYPES.some((s) => z.includes(normalise(s))) ||
        FAN_TYPES_EN.some((s) => normalise(club.en).includes(s))
      )
        bad.push(club.name);
    }
    expect(bad).toEqual([]);
  });

  it('reads a star across the separator of a transliterated name, and a real person exactly', () => {
    expect(resemblesStar('梅·西哈')).toBe(true);
    expect(resemblesStar('阿·内马尔斯')).toBe(true);
    expect(resemblesStar('Lio Messir')).toBe(true);
    // 哈兰德 is in the people tables (曼城): a generated namesake would share his search hits.
    expect(resemblesStar('埃林·哈兰德')).toBe(true);
    expect(resemblesStar('武磊')).toBe(true);
    expect(resemblesStar('梅·塔罗斯')).toBe(false);
    // 王刚 is a real 中超 defender now (the people tables), so a generated 王刚 is refused; 王立新 is nobody's.
    expect(resemblesStar('王刚')).toBe(true);
    expect(resemblesStar('王立新')).toBe(false);
  });
});
