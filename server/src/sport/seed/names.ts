import type { Rng } from './prng';
import { resemblesStar } from './star-names';

// Transliteration syllables (Chinese, Latin) so generated foreign names read like real 译名 and match in English.
const OPEN: Array<[string, string]> = [
  ['阿', 'A'],
  ['巴', 'Ba'],
  ['贝', 'Be'],
  ['卡', 'Ca'],
  ['达', 'Da'],
  ['德', 'De'],
  ['费', 'Fe'],
  ['加', 'Ga'],
  ['哈', 'Ha'],
  ['伊', 'I'],
  ['若', 'Jo'],
  ['科', 'Ko'],
  ['拉', 'La'],
  ['莱', 'Le'],
  ['利', 'Li'],
  ['洛', 'Lo'],
  ['卢', 'Lu'],
  ['马', 'Ma'],
  ['梅', 'Me'],
  ['米', 'Mi'],
  ['莫', 'Mo'],
  ['纳', 'Na'],
  ['内', 'Ne'],
  ['尼', 'Ni'],
  ['诺', 'No'],
  ['帕', 'Pa'],
  ['佩', 'Pe'],
  ['皮', 'Pi'],
  ['里', 'Ri'],
  ['罗', 'Ro'],
  ['萨', 'Sa'],
  ['塞', 'Se'],
  ['西', 'Si'],
  ['索', 'So'],
  ['塔', 'Ta'],
  ['特', 'Te'],
  ['蒂', 'Ti'],
  ['托', 'To'],
  ['瓦', 'Va'],
  ['维', 'Vi'],
  ['沃', 'Vo'],
  ['扎', 'Za'],
  ['多', 'Do'],
  ['奥', 'O'],
  ['埃', 'E'],
  ['桑', 'San'],
  ['安', 'An'],
  ['布', 'Bu'],
  ['古', 'Gu'],
  ['基', 'Ki'],
  ['戈', 'Go'],
  ['保', 'Pau'],
  ['路', 'Lui'],
  ['雷', 'Rei'],
  ['丹', 'Dan'],
];
const CLOSE: Array<[string, string]> = [
  ['斯', 's'],
  ['尔', 'r'],
  ['恩', 'n'],
  ['克', 'k'],
  ['兹', 'z'],
  ['姆', 'm'],
];

function word(rng: Rng, syllables: number): [string, string] {
  let zh = '';
  let en = '';
  for (let i = 0; i < syllables; i++) {
    const [z, e] = rng.pick(OPEN);
    zh += z;
    en += i === 0 ? e : e.toLowerCase();
  }
  if (rng.chance(0.45)) {
    const [z, e] = rng.pick(CLOSE);
    zh += z;
    en += e;
  }
  return [zh, en];
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟刚勇毅俊峰强军平保东文辉力明永健世广志义兴良海山仁波宁贵福生龙元全国胜学祥才发武新利清飞彬富顺信子杰涛昌成康星光天达安岩中茂进林有坚和彪博诚先敬震振壮会思群豪心邦承乐绍功松善厚庆磊民友裕河哲江超浩亮政谦亨奇固之轮翰朗伯宏言若鸣朋斌梁栋维启克伦翔旭鹏泽晨辰士以建家致树炎德行时泰盛雄琛钧冠策腾楠榕风航弘';

/** Chinese personal name; the English form repeats it (no pinyin table needed for a reference backend). */
export function chineseName(rng: Rng): [string, string] {
  const s = SURNAMES[rng.int(0, SURNAMES.length - 1)] ?? '王';
  let g = GIVEN[rng.int(0, GIVEN.length - 1)] ?? '伟';
  if (rng.chance(0.6)) g += GIVEN[rng.int(0, GIVEN.length - 1)] ?? '';
  return [s + g, s + g];
}

/** Foreign personal name in the 名·姓 form used by Chinese media. */
export function foreignName(rng: Rng): [string, string] {
  const [gz, ge] = word(rng, rng.int(1, 2));
  const [sz, se] = word(rng, rng.int(2, 3));
  return [`${gz}·${sz}`, `${ge} ${se}`];
}

/** A generated person's name (Chinese and original spelling) that resembles no star (STAR_NAMES). */
export function personName(rng: Rng, chinese: boolean): [string, string] {
  for (;;) {
    const name = chinese ? chineseName(rng) : foreignName(rng);
    if (!resemblesStar(name[0]) && !resemblesStar(name[1])) return name;
  }
}

// Club-name endings per sport: a basketball club is never a 足球俱乐部, nor a football club a 篮球队.
const BASKETBALL_SUFFIX: Array<[string, string]> = [
  ['篮球俱乐部', 'BC'],
  ['', 'BC'],
  ['', 'Basketball'],
  ['篮球队', 'Basketball'],
  ['城', 'City'],
  ['竞技', 'Athletic'],
];
const FOOTBALL_SUFFIX: Array<[string, string]> = [
  ['竞技', 'Athletic'],
  ['联', 'United'],
  ['体育', 'Sporting'],
  ['城', 'City'],
  ['流浪者', 'Rovers'],
  ['', 'FC'],
  ['', 'FC'],
  ['足球俱乐部', 'FC'],
  ['青年人', 'Young Boys'],
  ['联合', 'Union'],
];
const CN_CITIES =
  '苏州 南通 广西 石家庄 沈阳 重庆 贵州 昆明 南昌 合肥 太原 呼和浩特 西安 兰州 厦门 泉州 无锡 常州 温州 绍兴 湖州 赣州 佛山 东莞 惠州 珠海 烟台 潍坊 淄博 延边 哈尔滨 大庆 洛阳 襄阳 宜昌 岳阳 株洲 柳州 三亚 海口'.split(
    ' ',
  );
const CN_NICK = [
  '东吴',
  '支云',
  '功夫',
  '雄狮',
  '猛龙',
  '海鸥',
  '飞鹰',
  '远航',
  '青年',
  '铁人',
  '红狮',
  '火凤',
  '晨光',
  '星辰',
  '蓝鲸',
  '猎豹',
];

function cnCity(rng: Rng): string {
  return rng.pick(CN_CITIES);
}

export interface GeneratedClub {
  name: string;
  short: string;
  en: string;
  city: string;
}

/** A plausible club for a generated league: transliterated for foreign leagues, city + nickname in China. */
export function clubName(rng: Rng, chinese: boolean, suffix = '', sport = 'football'): GeneratedClub {
  if (chinese) {
    const city = cnCity(rng);
    const nick = rng.pick(CN_NICK);
    return { name: `${city}${nick}${suffix}`, short: `${city}${suffix}`, en: `${city} ${nick}`, city };
  }
  // A club is no more named after a star than a person is (梅西多青年人 would be found for 梅西).
  let [cz, ce] = word(rng, rng.int(2, 3));
  while (resemblesStar(cz) || resemblesStar(ce)) [cz, ce] = word(rng, rng.int(2, 3));
  const [sz, se] = rng.pick(sport === 'basketball' ? BASKETBALL_SUFFIX : FOOTBALL_SUFFIX);
  return { name: `${cz}${sz}${suffix}`, short: `${cz}${suffix}`, en: `${ce} ${se}`, city: cz };
}

export const VENUE_SUFFIX = ['体育场', '球场', '竞技场', '体育中心', '市政球场'];
export const FOREIGN_NATIONS = [
  '巴西',
  '阿根廷',
  '法国',
  '西班牙',
  '葡萄牙',
  '荷兰',
  '比利时',
  '德国',
  '英格兰',
  '意大利',
  '塞内加尔',
  '科特迪瓦',
  '尼日利亚',
  '加纳',
  '哥伦比亚',
  '乌拉圭',
  '克罗地亚',
  '塞尔维亚',
  '日本',
  '韩国',
  '美国',
  '墨西哥',
];
