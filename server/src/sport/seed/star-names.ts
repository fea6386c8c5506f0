import { peopleTables } from './people';

/**
 * The names fans know stars by, in Chinese and in the original spelling: a generated person's name never
 * contains one (梅·西哈 read as 梅西哈 would be found, and mistaken, for 梅西), nor equals a real person of the
 * people tables (a generated 王哲林 at a fictional club). A draw that would is drawn again.
 */
export const STAR_NAMES = [
  // Football
  '梅西',
  'C罗',
  '罗纳尔多',
  '内马尔',
  '姆巴佩',
  '哈兰德',
  '萨拉赫',
  '凯恩',
  '莱万',
  '本泽马',
  '莫德里奇',
  '维尼修斯',
  '贝林厄姆',
  '亚马尔',
  '孙兴慜',
  '德布劳内',
  '马内',
  '坎特',
  '苏亚雷斯',
  '布斯克茨',
  '格列兹曼',
  '伊布',
  '贝克汉姆',
  '齐达内',
  '马拉多纳',
  '贝利',
  '卡卡',
  '亨利',
  '罗本',
  '里贝里',
  '托雷斯',
  '拉莫斯',
  '皮克',
  '哈维',
  '伊涅斯塔',
  '马尔蒂尼',
  '皮尔洛',
  '托蒂',
  '布冯',
  '卡西利亚斯',
  '诺伊尔',
  '穆勒',
  '克罗斯',
  '范戴克',
  '罗德里',
  '佩德里',
  '加维',
  '萨卡',
  '福登',
  '帕尔默',
  '穆西亚拉',
  '德赫亚',
  '哲科',
  '瓦尔迪',
  '维尔茨',
  '奥斯梅恩',
  '劳塔罗',
  '阿尔瓦雷斯',
  '瓜迪奥拉',
  '穆里尼奥',
  '克洛普',
  '安切洛蒂',
  '武磊',
  '张玉宁',
  '韦世豪',
  '颜骏凌',
  '艾克森',
  '郑智',
  '孙继海',
  '范志毅',
  '郝海东',
  // Basketball
  '詹姆斯',
  '詹皇',
  '库里',
  '杜兰特',
  '乔丹',
  '科比',
  '奥尼尔',
  '邓肯',
  '约基奇',
  '东契奇',
  '字母哥',
  '阿德托昆博',
  '文班亚马',
  '恩比德',
  '塔图姆',
  '哈登',
  '浓眉',
  '欧文',
  '利拉德',
  '威少',
  '威斯布鲁克',
  '亚历山大',
  '姚明',
  '易建联',
  '王治郅',
  '周琦',
  '郭艾伦',
  '王哲林',
  '胡明轩',
  '赵继伟',
  '阿不都沙拉木',
  '杨瀚森',
  'messi',
  'ronaldo',
  'neymar',
  'mbappe',
  'haaland',
  'salah',
  'benzema',
  'lewandowski',
  'modric',
  'lebron',
  'curry',
  'jokic',
  'doncic',
  'giannis',
  'wembanyama',
];

let denied: Set<string> | undefined;

function deniedNames(): Set<string> {
  if (denied) return denied;
  const { football, basketball } = peopleTables();
  const real = [football, basketball].flatMap((t) => [
    ...[...t.clubs.values()].flatMap((clubs) =>
      [...clubs.values()].flatMap((c) => [
        ...(c.coach ? [c.coach.name] : []),
        ...c.players.flatMap((p) => [p.name, ...p.aliases]),
      ]),
    ),
    ...[...t.referees.values()].flatMap((list) => list.map((r) => r.name)),
  ]);
  denied = new Set(real.map(plain));
  return denied;
}

const STARS = new Set(STAR_NAMES.map(plain));
const LONGEST_STAR = Math.max(...[...STARS].map((s) => s.length));
/** Each star's first two letters: a position that starts none is skipped at once (the seed names ~60,000). */
const STAR_STARTS = new Set([...STARS].map((s) => s.slice(0, 2)));

/** A name as search reads it: lower case, without the separators of transliterated names. */
function plain(name: string): string {
  return name.toLowerCase().replace(/[\s·\-']/g, '');
}

/** True when a name (Chinese or original spelling) contains a star's name or is a real person's. */
export function resemblesStar(name: string): boolean {
  const text = plain(name);
  if (deniedNames().has(text)) return true;
  for (let i = 0; i + 1 < text.length; i += 1) {
    if (!STAR_STARTS.has(text.slice(i, i + 2))) continue;
    for (let n = 2; n <= LONGEST_STAR && i + n <= text.length; n += 1)
      if (STARS.has(text.slice(i, i + n))) return true;
  }
  return false;
}
