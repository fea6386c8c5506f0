import type { Sport } from '@jincheng/shared/core';
import { CUP_DRAWS, KNOCKOUT_CUPS, type CupDraw } from './cup-draws';

/**
 * How a competition's rounds fall on the calendar:
 * W = weekly, Friday–Monday (weight on the weekend); T = weekly Tuesday/Wednesday; H = weekly Thursday;
 * a number = one round every N days on a single day; D = game nights, the NBA's 82-game season without rounds
 * (nba-calendar.ts). Every league that sends clubs to a cup plays weekly (W),
 * so its cup clubs have the midweek free for the cup, as in reality.
 */
export type ScheduleCode = 'W' | 'T' | 'H' | 'D' | '2' | '3' | '4';

export interface CompetitionDef {
  sport: Sport;
  region: string;
  country: string;
  countryEn: string;
  name: string;
  short: string;
  en: string;
  teams: number;
  schedule: ScheduleCode;
  color: string;
  kind: 'league' | 'cup';
  hot: boolean;
  /** Players and clubs named the Chinese way. */
  chinese: boolean;
  /** Cups: clubs drawn per group (one group = null) as [league, how many of its best not yet drawn]. */
  draw: CupDraw[];
  /** Cups with a league phase followed by two-legged knock-out rounds (UEFA since 2024/25). */
  knockout: boolean;
  /** Suffix for youth and women's sides (U21, 女足). */
  suffix: string;
}

// region|country|countryEn|name|short|en|teams|schedule|colour|flags (h = hot, c = Chinese names, k = cup)
const FOOTBALL = `
欧洲|英格兰|England|英格兰超级联赛|英超|Premier League|20|W|#3D185C|h
欧洲|西班牙|Spain|西班牙甲级联赛|西甲|LaLiga|20|W|#EE8707|h
欧洲|意大利|Italy|意大利甲级联赛|意甲|Serie A|20|W|#0578FF|h
欧洲|德国|Germany|德国甲级联赛|德甲|Bundesliga|18|W|#D20515|h
欧洲|法国|France|法国甲级联赛|法甲|Ligue 1|18|W|#091C3E|h
欧洲|国际|International|欧洲冠军联赛|欧冠|UEFA Champions League|36|T|#0E1E5B|hk
欧洲|国际|International|欧洲联赛|欧联|UEFA Europa League|36|H|#F68E00|hk
欧洲|国际|International|欧洲协会联赛|欧协联|UEFA Conference League|36|H|#19A84B|k
亚洲|中国|China|中国超级联赛|中超|Chinese Super League|16|W|#C8102E|hc
亚洲|中国|China|中国甲级联赛|中甲|China League One|16|3|#B22222|c
亚洲|中国|China|中国乙级联赛|中乙|China League Two|24|3|#8B1A1A|c
亚洲|中国|China|中国女子超级联赛|中女超|Chinese Women's Super League|12|3|#D14D72|c
亚洲|国际|International|亚冠精英联赛|亚冠精英|AFC Champions League Elite|24|T|#1F3A93|hk
欧洲|英格兰|England|英格兰冠军联赛|英冠|EFL Championship|24|3|#6E2C8F|
欧洲|英格兰|England|英格兰甲级联赛|英甲|EFL League One|24|3|#7C4A9E|
欧洲|英格兰|England|英格兰乙级联赛|英乙|EFL League Two|24|3|#8E63A8|
欧洲|英格兰|England|英格兰全国联赛|英议联|National League|24|3|#5B4E8C|
欧洲|英格兰|England|英格兰女子超级联赛|英女超|Women's Super League|12|3|#B0306A|
欧洲|英格兰|England|英格兰U21联赛|英U21|Premier League 2|26|3|#4B3F72|
欧洲|西班牙|Spain|西班牙乙级联赛|西乙|LaLiga 2|22|3|#D9822B|
欧洲|西班牙|Spain|西班牙甲级联赛A组|西甲A组|Primera RFEF Group 1|20|3|#C5761F|
欧洲|意大利|Italy|意大利乙级联赛|意乙|Serie B|20|3|#1E63C6|
欧洲|意大利|Italy|意大利丙级联赛A组|意丙A|Serie C Group A|20|3|#3A7BD5|
欧洲|意大利|Italy|意大利丙级联赛B组|意丙B|Serie C Group B|20|3|#4F8AE0|
欧洲|德国|Germany|德国乙级联赛|德乙|2. Bundesliga|18|3|#B3121B|
欧洲|德国|Germany|德国丙级联赛|德丙|3. Liga|20|3|#9E1B22|
欧洲|德国|Germany|德国地区联赛北部|德北区联|Regionalliga Nord|18|3|#8C2A2E|
欧洲|法国|France|法国乙级联赛|法乙|Ligue 2|18|3|#22386B|
欧洲|法国|France|法国国家联赛|法丙|National|18|3|#34508A|
欧洲|荷兰|Netherlands|荷兰甲级联赛|荷甲|Eredivisie|18|W|#E5592B|
欧洲|荷兰|Netherlands|荷兰乙级联赛|荷乙|Eerste Divisie|20|3|#F07C4A|
欧洲|葡萄牙|Portugal|葡萄牙超级联赛|葡超|Liga Portugal|18|W|#0B6E4F|
欧洲|葡萄牙|Portugal|葡萄牙甲级联赛|葡甲|Liga Portugal 2|18|3|#2E8B57|
欧洲|比利时|Belgium|比利时甲级联赛|比甲|Pro League|16|W|#C8102E|
欧洲|苏格兰|Scotland|苏格兰超级联赛|苏超|Scottish Premiership|12|W|#2A4D8F|
欧洲|苏格兰|Scotland|苏格兰冠军联赛|苏冠|Scottish Championship|10|3|#3F62A5|
欧洲|土耳其|Turkey|土耳其超级联赛|土超|Super Lig|18|W|#E30A17|
欧洲|土耳其|Turkey|土耳其甲级联赛|土甲|1. Lig|20|3|#C2151E|
欧洲|俄罗斯|Russia|俄罗斯超级联赛|俄超|Premier Liga|16|3|#1C3F94|
欧洲|乌克兰|Ukraine|乌克兰超级联赛|乌超|Premier Liha|16|3|#1E5AA8|
欧洲|希腊|Greece|希腊超级联赛|希腊超|Super League Greece|14|W|#1A5FB4|
欧洲|瑞士|Switzerland|瑞士超级联赛|瑞士超|Super League|12|W|#D52B1E|
欧洲|奥地利|Austria|奥地利甲级联赛|奥甲|Bundesliga (AUT)|12|W|#ED2939|
欧洲|丹麦|Denmark|丹麦超级联赛|丹超|Superliga|12|W|#C60C30|
欧洲|瑞典|Sweden|瑞典超级联赛|瑞典超|Allsvenskan|16|W|#006AA7|
欧洲|挪威|Norway|挪威超级联赛|挪超|Eliteserien|16|W|#BA0C2F|
欧洲|波兰|Poland|波兰超级联赛|波兰超|Ekstraklasa|18|W|#DC143C|
欧洲|捷克|Czechia|捷克甲级联赛|捷甲|Chance Liga|16|W|#11457E|
欧洲|克罗地亚|Croatia|克罗地亚甲级联赛|克罗甲|HNL|10|W|#D52B1E|
欧洲|塞尔维亚|Serbia|塞尔维亚超级联赛|塞尔超|SuperLiga|16|W|#C6363C|
欧洲|罗马尼亚|Romania|罗马尼亚甲级联赛|罗甲|Liga I|16|W|#002B7F|
欧洲|匈牙利|Hungary|匈牙利甲级联赛|匈甲|NB I|12|W|#436F4D|
欧洲|以色列|Israel|以色列超级联赛|以超|Ligat ha'Al|14|W|#0038B8|
欧洲|爱尔兰|Ireland|爱尔兰超级联赛|爱超|League of Ireland|10|3|#169B62|
亚洲|日本|Japan|日本职业联赛|日职联|J1 League|20|W|#D7003A|h
亚洲|日本|Japan|日本职业乙级联赛|日职乙|J2 League|20|3|#B8002F|
亚洲|韩国|Korea|韩国K联赛|韩K联|K League 1|12|W|#003478|
亚洲|韩国|Korea|韩国K2联赛|韩K2|K League 2|14|3|#1A4A8C|
亚洲|沙特|Saudi Arabia|沙特职业联赛|沙特联|Saudi Pro League|18|W|#006C35|h
亚洲|卡塔尔|Qatar|卡塔尔星级联赛|卡塔尔联|Qatar Stars League|12|W|#8A1538|
亚洲|阿联酋|UAE|阿联酋职业联赛|阿联酋超|UAE Pro League|14|W|#00732F|
亚洲|伊朗|Iran|伊朗超级联赛|伊朗超|Persian Gulf Pro League|16|W|#239F40|
亚洲|泰国|Thailand|泰国超级联赛|泰超|Thai League 1|16|W|#2D2A4A|
亚洲|越南|Vietnam|越南职业联赛|越南联|V.League 1|14|3|#DA251D|
亚洲|印度尼西亚|Indonesia|印尼超级联赛|印尼超|Liga 1|18|3|#CE1126|
亚洲|乌兹别克斯坦|Uzbekistan|乌兹别克超级联赛|乌兹超|Super League (UZB)|14|W|#1EB53A|
美洲|美国|USA|美国职业大联盟|美职联|MLS|30|3|#1D2D5C|h
美洲|美国|USA|美国冠军联赛|美冠联|USL Championship|24|3|#2C3E7A|
美洲|墨西哥|Mexico|墨西哥超级联赛|墨超|Liga MX|18|3|#0B5E3A|
美洲|巴西|Brazil|巴西甲级联赛|巴甲|Brasileirao|20|3|#009C3B|h
美洲|巴西|Brazil|巴西乙级联赛|巴乙|Serie B (BRA)|20|3|#1FAF55|
美洲|阿根廷|Argentina|阿根廷甲级联赛|阿甲|Liga Profesional|28|3|#75AADB|
美洲|智利|Chile|智利甲级联赛|智利甲|Primera Division (CHI)|16|3|#D52B1E|
美洲|哥伦比亚|Colombia|哥伦比亚甲级联赛|哥伦甲|Primera A|20|3|#FCD116|
美洲|秘鲁|Peru|秘鲁甲级联赛|秘鲁甲|Liga 1 (PER)|18|3|#D91023|
美洲|乌拉圭|Uruguay|乌拉圭甲级联赛|乌拉甲|Primera Division (URU)|16|3|#5BA4E5|
美洲|厄瓜多尔|Ecuador|厄瓜多尔甲级联赛|厄瓜甲|LigaPro|16|3|#FFD100|
非洲|埃及|Egypt|埃及超级联赛|埃及超|Egyptian Premier League|18|3|#CE1126|
非洲|摩洛哥|Morocco|摩洛哥甲级联赛|摩洛超|Botola Pro|16|3|#C1272D|
非洲|南非|South Africa|南非超级联赛|南非超|Premiership (RSA)|16|3|#007A4D|
非洲|阿尔及利亚|Algeria|阿尔及利亚甲级联赛|阿尔及甲|Ligue 1 (ALG)|16|3|#006233|
大洋洲|澳大利亚|Australia|澳大利亚超级联赛|澳超|A-League|12|W|#FFCD00|
大洋洲|新西兰|New Zealand|新西兰全国联赛|新西兰联|National League (NZL)|10|3|#000000|
`;

const BASKETBALL = `
美洲|美国|USA|美国职业篮球联赛|NBA|NBA|30|D|#1D428A|h
美洲|美国|USA|NBA发展联盟|NBA发展|NBA G League|30|2|#2B4C8C|
亚洲|中国|China|中国男子篮球职业联赛|CBA|CBA|20|2|#E60012|hc
亚洲|中国|China|中国女子篮球联赛|WCBA|WCBA|18|3|#D14D72|c
亚洲|中国|China|中国大学生篮球联赛|CUBA|CUBA|32|2|#C0392B|c
亚洲|中国|China|全国男子篮球联赛|NBL|NBL (CHN)|12|3|#A93226|c
欧洲|国际|International|欧洲篮球联赛|欧篮联|EuroLeague|20|T|#F05A28|h
欧洲|国际|International|欧洲篮球杯|欧洲杯|EuroCup|20|H|#7B2D8E|
欧洲|西班牙|Spain|西班牙篮球甲级联赛|西篮甲|Liga ACB|18|3|#F08A00|
欧洲|意大利|Italy|意大利篮球甲级联赛|意篮甲|Serie A (BKB)|16|3|#0063B1|
欧洲|土耳其|Turkey|土耳其篮球超级联赛|土篮超|BSL|16|3|#E30A17|
欧洲|法国|France|法国篮球甲级联赛|法篮甲|LNB Elite|16|3|#00338D|
欧洲|德国|Germany|德国篮球甲级联赛|德篮甲|BBL|18|3|#C8102E|
欧洲|希腊|Greece|希腊篮球甲级联赛|希腊篮甲|GBL|12|4|#0D5EAF|
欧洲|国际|International|亚得里亚海联赛|ABA联赛|ABA League|16|4|#16457B|
欧洲|立陶宛|Lithuania|立陶宛篮球联赛|立陶宛篮|LKL|10|4|#006A44|
亚洲|韩国|Korea|韩国篮球联赛|KBL|KBL|10|2|#003478|
亚洲|日本|Japan|日本B联赛|日B联|B.League B1|24|3|#E60033|
亚洲|菲律宾|Philippines|菲律宾篮球联赛|PBA|PBA|12|3|#0038A8|
大洋洲|澳大利亚|Australia|澳大利亚篮球联赛|NBL澳|NBL (AUS)|10|3|#F47A20|
美洲|阿根廷|Argentina|阿根廷篮球甲级联赛|阿篮甲|Liga Nacional|18|3|#75AADB|
美洲|巴西|Brazil|巴西篮球联赛|巴西篮|NBB|18|3|#009C3B|
`;

function parse(sport: Sport, table: string): CompetitionDef[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [
        region = '',
        country = '',
        countryEn = '',
        name = '',
        short = '',
        en = '',
        teams = '0',
        schedule = '3',
        color = '#333333',
        flags = '',
      ] = line.split('|');
      const suffix = /女/.test(short) || short === 'WCBA' ? '女足' : (/U\d\d/.exec(short)?.[0] ?? '');
      return {
        sport,
        region,
        country,
        countryEn,
        name,
        short,
        en,
        color,
        teams: Number(teams),
        schedule: schedule as ScheduleCode,
        kind: flags.includes('k') ? ('cup' as const) : ('league' as const),
        hot: flags.includes('h'),
        chinese: flags.includes('c'),
        draw: [],
        knockout: false,
        suffix: sport === 'basketball' && suffix === '女足' ? '女篮' : suffix,
      };
    });
}

// Youth and women's leagues are what fills a real scores list on weekdays; they follow one pattern per country.
const YOUTH = [
  ['欧洲', '西班牙', 'Spain', '西'],
  ['欧洲', '意大利', 'Italy', '意'],
  ['欧洲', '德国', 'Germany', '德'],
  ['欧洲', '法国', 'France', '法'],
  ['欧洲', '荷兰', 'Netherlands', '荷'],
  ['欧洲', '葡萄牙', 'Portugal', '葡'],
  ['亚洲', '日本', 'Japan', '日'],
  ['亚洲', '韩国', 'Korea', '韩'],
  ['美洲', '巴西', 'Brazil', '巴西'],
  ['美洲', '阿根廷', 'Argentina', '阿根廷'],
  ['美洲', '美国', 'USA', '美'],
  ['美洲', '墨西哥', 'Mexico', '墨'],
]
  .flatMap(([region, country, en, cs]) => [
    `${region}|${country}|${en}|${country}U19联赛|${cs}U19|${en} U19 League|18|3|#55606E|`,
    `${region}|${country}|${en}|${country}女子甲级联赛|${cs}女甲|${en} Women's League|12|3|#B0306A|`,
  ])
  .join('\n');

export const COMPETITIONS: CompetitionDef[] = [
  ...parse('football', FOOTBALL),
  ...parse('football', YOUTH),
  ...parse('basketball', BASKETBALL),
].map((c) => ({ ...c, draw: CUP_DRAWS[c.short] ?? [], knockout: KNOCKOUT_CUPS.has(c.short) }));

export const REGION_ORDER = ['国际', '欧洲', '亚洲', '美洲', '非洲', '大洋洲'];
