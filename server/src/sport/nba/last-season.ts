/**
 * The NBA's last complete regular season this product holds as fact: 2024-25 records (wins–losses), used for
 * the NBA杯's pots and its fifth tie-break. The 2025-26 records are not in the product, so the simulated draw of
 * the current cup says which season its pots come from (`CUP_POTS_SEASON`). Every row names its public source.
 */
export const CUP_POTS_SEASON = '2024-25';

const SOURCE = 'NBA.com / basketball-reference.com, 2024-25 NBA standings (final regular-season records)';

export interface LastSeasonRecord {
  team: string;
  won: number;
  lost: number;
  source: string;
}

const ROWS: Array<[string, number, number]> = [
  ['克利夫兰骑士', 64, 18],
  ['波士顿凯尔特人', 61, 21],
  ['纽约尼克斯', 51, 31],
  ['印第安纳步行者', 50, 32],
  ['密尔沃基雄鹿', 48, 34],
  ['底特律活塞', 44, 38],
  ['奥兰多魔术', 41, 41],
  ['亚特兰大老鹰', 40, 42],
  ['芝加哥公牛', 39, 43],
  ['迈阿密热火', 37, 45],
  ['多伦多猛龙', 30, 52],
  ['布鲁克林篮网', 26, 56],
  ['费城76人', 24, 58],
  ['夏洛特黄蜂', 19, 63],
  ['华盛顿奇才', 18, 64],
  ['俄克拉荷马城雷霆', 68, 14],
  ['休斯顿火箭', 52, 30],
  ['洛杉矶湖人', 50, 32],
  ['丹佛掘金', 50, 32],
  ['洛杉矶快船', 50, 32],
  ['明尼苏达森林狼', 49, 33],
  ['金州勇士', 48, 34],
  ['孟菲斯灰熊', 48, 34],
  ['萨克拉门托国王', 40, 42],
  ['达拉斯独行侠', 39, 43],
  ['菲尼克斯太阳', 36, 46],
  ['波特兰开拓者', 36, 46],
  ['圣安东尼奥马刺', 34, 48],
  ['新奥尔良鹈鹕', 21, 61],
  ['犹他爵士', 17, 65],
];

export const LAST_SEASON: ReadonlyMap<string, LastSeasonRecord> = new Map(
  ROWS.map(([team, won, lost]) => [team, { team, won, lost, source: SOURCE }]),
);

/** Last season's winning percentage of a club by its Chinese name; 0 for a club the table does not have. */
export function lastSeasonPct(team: string): number {
  const r = LAST_SEASON.get(team);
  return r ? r.won / (r.won + r.lost) : 0;
}
