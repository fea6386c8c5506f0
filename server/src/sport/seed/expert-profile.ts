import type { Rng } from './prng';

// What an expert is known for comes from his own sport only: no football expert 擅长NBA or 篮球评论员.
const PROFILE = {
  football: {
    titles: ['资深足球分析师', '前职业球员', '数据模型专家', '足球评论员', '战术分析师'],
    fields: ['五大联赛', '亚洲赛事', '欧冠淘汰赛', '中超', '英超', '南美赛事'],
    word: '足球',
  },
  basketball: {
    titles: ['资深篮球分析师', '前职业篮球运动员', '数据模型专家', '篮球评论员', '战术分析师'],
    fields: ['NBA', 'CBA', '欧篮联', '季后赛', '篮球数据建模'],
    word: '篮球',
  },
} as const;

export function expertProfile(rng: Rng, sport: 'football' | 'basketball'): { title: string; bio: string } {
  const p = PROFILE[sport];
  return {
    title: rng.pick(p.titles),
    bio: `${rng.int(5, 20)}年${p.word}分析经验，擅长${rng.pick(p.fields)}，风格${rng.pick(['稳健', '犀利', '大胆'])}。`,
  };
}

/**
 * When a piece about a match went out: `lead` seconds before kickoff, or, for a match too far ahead for that,
 * at some minute of the last day and a half. Never after `now`, and spread to the minute, so a list does not
 * show dozens of items with one time.
 */
export function publishedBefore(rng: Rng, kickoff: number, lead: number, now: number): number {
  const planned = kickoff - lead - rng.int(0, 59) * 60;
  return planned <= now - 300 ? planned : now - rng.int(5, 36 * 60) * 60 - rng.int(0, 59);
}
