import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENFOOTBALL_DIR } from '../history/openfootball';
import { REAL_BASKETBALL_CLUBS } from './clubs-basketball';
import { REAL_FOOTBALL_CLUBS } from './clubs-football';

/**
 * The year each real club gives as its founding (public facts; for NBA teams the franchise's first season),
 * by the club's Chinese full name as the catalogue writes it. A real club not listed here shows no year
 * rather than an invented one; generated clubs of the fictional lower tiers keep a generated year.
 */
const FOUNDED: Record<string, number> = {
  // 英超
  阿森纳: 1886,
  阿斯顿维拉: 1874,
  伯恩茅斯: 1899,
  布伦特福德: 1889,
  布莱顿: 1901,
  伯恩利: 1882,
  切尔西: 1905,
  水晶宫: 1905,
  埃弗顿: 1878,
  富勒姆: 1879,
  利兹联: 1919,
  利物浦: 1892,
  曼彻斯特城: 1880,
  曼彻斯特联: 1878,
  纽卡斯尔联: 1892,
  诺丁汉森林: 1865,
  桑德兰: 1879,
  托特纳姆热刺: 1882,
  西汉姆联: 1895,
  狼队: 1877,
  // 西甲
  皇家马德里: 1902,
  巴塞罗那: 1899,
  马德里竞技: 1903,
  毕尔巴鄂竞技: 1898,
  比利亚雷亚尔: 1923,
  皇家贝蒂斯: 1907,
  塞尔塔: 1923,
  奥萨苏纳: 1920,
  皇家社会: 1909,
  巴列卡诺: 1924,
  赫塔菲: 1983,
  塞维利亚: 1890,
  瓦伦西亚: 1919,
  马略卡: 1916,
  赫罗纳: 1930,
  西班牙人: 1900,
  阿拉维斯: 1921,
  埃尔切: 1923,
  莱万特: 1909,
  皇家奥维耶多: 1926,
  // 意甲
  国际米兰: 1908,
  AC米兰: 1899,
  尤文图斯: 1897,
  那不勒斯: 1926,
  亚特兰大: 1907,
  罗马: 1927,
  拉齐奥: 1900,
  佛罗伦萨: 1926,
  博洛尼亚: 1909,
  科莫: 1907,
  都灵: 1906,
  乌迪内斯: 1896,
  热那亚: 1893,
  卡利亚里: 1920,
  莱切: 1908,
  帕尔马: 1913,
  维罗纳: 1903,
  萨索洛: 1920,
  克雷莫纳: 1903,
  比萨: 1909,
  // 德甲
  拜仁慕尼黑: 1900,
  多特蒙德: 1909,
  勒沃库森: 1904,
  RB莱比锡: 2009,
  法兰克福: 1899,
  斯图加特: 1893,
  弗赖堡: 1904,
  沃尔夫斯堡: 1945,
  美因茨: 1905,
  门兴格拉德巴赫: 1900,
  柏林联合: 1966,
  云达不来梅: 1899,
  奥格斯堡: 1907,
  霍芬海姆: 1899,
  圣保利: 1910,
  科隆: 1948,
  汉堡: 1887,
  // 法甲
  巴黎圣日耳曼: 1970,
  马赛: 1899,
  摩纳哥: 1924,
  里尔: 1944,
  里昂: 1950,
  尼斯: 1904,
  朗斯: 1906,
  雷恩: 1901,
  斯特拉斯堡: 1906,
  图卢兹: 1970,
  布雷斯特: 1950,
  南特: 1943,
  欧塞尔: 1905,
  昂热: 1919,
  勒阿弗尔: 1872,
  洛里昂: 1926,
  巴黎FC: 1969,
  梅斯: 1932,
  // NBA (the franchise's first season)
  波士顿凯尔特人: 1946,
  布鲁克林篮网: 1967,
  夏洛特黄蜂: 1988,
  芝加哥公牛: 1966,
  克利夫兰骑士: 1970,
  达拉斯独行侠: 1980,
  丹佛掘金: 1967,
  底特律活塞: 1941,
  金州勇士: 1946,
  休斯顿火箭: 1967,
  印第安纳步行者: 1967,
  洛杉矶快船: 1970,
  洛杉矶湖人: 1947,
  孟菲斯灰熊: 1995,
  迈阿密热火: 1988,
  密尔沃基雄鹿: 1968,
  明尼苏达森林狼: 1989,
  新奥尔良鹈鹕: 2002,
  纽约尼克斯: 1946,
  俄克拉荷马城雷霆: 1967,
  奥兰多魔术: 1989,
  菲尼克斯太阳: 1968,
  波特兰开拓者: 1970,
  圣安东尼奥马刺: 1967,
  多伦多猛龙: 1995,
  犹他爵士: 1974,
  华盛顿奇才: 1961,
};

let real: Set<string> | undefined;

/** Every real club's Chinese name: the catalogue's tables and the clubs the open-data provider names. */
function realClubs(): Set<string> {
  real ??= new Set([
    ...[...Object.values(REAL_FOOTBALL_CLUBS), ...Object.values(REAL_BASKETBALL_CLUBS)].flatMap((clubs) =>
      clubs.map((c) => c.split('|')[0] as string),
    ),
    ...Object.values(
      JSON.parse(readFileSync(join(OPENFOOTBALL_DIR, 'clubs.json'), 'utf8')) as Record<
        string,
        [string, string]
      >,
    ).map(([name]) => name),
  ]);
  return real;
}

/** The founding year to store: the real one, 0 (none shown) for a real club not listed, else `generated`. */
export function foundedYear(name: string, generated: number): number {
  return FOUNDED[name] ?? (realClubs().has(name) ? 0 : generated);
}

/** The clubs with a known year (for tests). */
export const KNOWN_FOUNDED: Readonly<Record<string, number>> = FOUNDED;
