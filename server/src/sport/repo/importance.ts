import type { CompetitionStage, Sport } from '@jincheng/shared/core';

/**
 * How big a match is, 0–100, from stored facts only: its competition's tier, the clubs' places in the current
 * table, a known rivalry or two of a league's traditional big clubs, and the round of a knock-out. 热门比赛 and
 * /match put the big ones first within a phase, and /match's 重要 filter lists those at `IMPORTANT_AT` or more.
 */
export const IMPORTANT_AT = 60;

/**
 * Each competition's base, by its short name (sport_leagues.short_name). The big-five leagues and the NBA sit at
 * 50 (a top-four clash, a derby or a knock-out round makes them important), the 欧冠 at 60 (every match of it
 * is), the domestic top flights our readers follow (中超, CBA) and the 欧联 at 45; youth, women's, reserve and lower
 * divisions low. A competition not listed is a foreign top flight (25).
 */
const TIER: Readonly<Record<string, number>> = {
  欧冠: 60,
  英超: 50,
  西甲: 50,
  意甲: 50,
  德甲: 50,
  法甲: 48,
  NBA: 50,
  欧联: 45,
  中超: 45,
  CBA: 45,
  亚冠精英: 40,
  欧篮联: 40,
  欧协联: 38,
  日职联: 32,
  沙特联: 32,
  美职联: 32,
  巴甲: 32,
  荷甲: 32,
  葡超: 32,
  英冠: 28,
  苏超: 28,
  土超: 28,
  阿甲: 28,
  德乙: 25,
  西乙: 22,
  意乙: 22,
  法乙: 20,
  中甲: 22,
  NBA发展: 12,
  中乙: 10,
  英甲: 15,
  英乙: 12,
  英议联: 8,
  意丙A: 8,
  意丙B: 8,
  德丙: 10,
  德北区联: 6,
  法丙: 8,
  葡甲: 12,
  荷乙: 10,
  苏冠: 10,
  土甲: 10,
  日职乙: 15,
  韩K2: 10,
  美冠联: 8,
  巴乙: 12,
  西甲A组: 8,
  英U21: 6,
  WCBA: 10,
  CUBA: 8,
  NBL: 8,
};
const FOREIGN_TOP_FLIGHT = 25;
/** Youth (U19/U21) and women's leagues whatever their country: 西U19, 德女甲, 英女超, 中女超 … */
const YOUTH_OR_WOMEN = /U\d{2}|女/;
const YOUTH_OR_WOMEN_TIER = 5;

export function competitionTier(shortName: string): number {
  if (YOUTH_OR_WOMEN.test(shortName)) return YOUTH_OR_WOMEN_TIER;
  return TIER[shortName] ?? FOREIGN_TOP_FLIGHT;
}

/** A knock-out round adds to a cup tie (the NBA杯's quarter- and semi-finals too). */
const STAGE_BONUS: Readonly<Record<CompetitionStage, number>> = {
  regular: 0,
  league_phase: 0,
  knockout_playoff: 5,
  round_of_16: 10,
  quarter_final: 20,
  semi_final: 30,
  final: 40,
};

/**
 * Known rivalries, by the clubs' stored names (sport_teams.name), each with its public source. A pairing
 * counts whichever side is at home.
 */
export const RIVALRIES: ReadonlyArray<{ teams: readonly [string, string]; name: string; source: string }> = [
  {
    teams: ['阿森纳', '托特纳姆热刺'],
    name: '北伦敦德比',
    source: 'https://en.wikipedia.org/wiki/North_London_derby',
  },
  {
    teams: ['曼彻斯特城', '曼彻斯特联'],
    name: '曼彻斯特德比',
    source: 'https://en.wikipedia.org/wiki/Manchester_derby',
  },
  {
    teams: ['利物浦', '埃弗顿'],
    name: '默西塞德德比',
    source: 'https://en.wikipedia.org/wiki/Merseyside_derby',
  },
  {
    teams: ['利物浦', '曼彻斯特联'],
    name: '双红会',
    source: 'https://en.wikipedia.org/wiki/Liverpool_F.C.%E2%80%93Manchester_United_F.C._rivalry',
  },
  {
    teams: ['皇家马德里', '巴塞罗那'],
    name: '国家德比',
    source: 'https://en.wikipedia.org/wiki/El_Cl%C3%A1sico',
  },
  {
    teams: ['皇家马德里', '马德里竞技'],
    name: '马德里德比',
    source: 'https://en.wikipedia.org/wiki/Madrid_derby',
  },
  {
    teams: ['AC米兰', '国际米兰'],
    name: '米兰德比',
    source: 'https://en.wikipedia.org/wiki/Derby_della_Madonnina',
  },
  {
    teams: ['罗马', '拉齐奥'],
    name: '罗马德比',
    source: 'https://en.wikipedia.org/wiki/Derby_della_Capitale',
  },
  {
    teams: ['国际米兰', '尤文图斯'],
    name: '意大利国家德比',
    source: "https://en.wikipedia.org/wiki/Derby_d'Italia",
  },
  {
    teams: ['拜仁慕尼黑', '多特蒙德'],
    name: '德国国家德比',
    source: 'https://en.wikipedia.org/wiki/Der_Klassiker',
  },
  {
    teams: ['多特蒙德', '沙尔克04'],
    name: '鲁尔区德比',
    source: 'https://en.wikipedia.org/wiki/Revierderby',
  },
  {
    teams: ['巴黎圣日耳曼', '马赛'],
    name: '法国国家德比',
    source: 'https://en.wikipedia.org/wiki/Le_Classique',
  },
  {
    teams: ['上海申花', '上海海港'],
    name: '上海德比',
    source: 'https://en.wikipedia.org/wiki/Shanghai_derby',
  },
  {
    teams: ['洛杉矶湖人', '波士顿凯尔特人'],
    name: '湖凯大战',
    source: 'https://en.wikipedia.org/wiki/Celtics%E2%80%93Lakers_rivalry',
  },
];
const RIVALRY_BONUS = 20;
const RIVAL_KEYS = new Set(RIVALRIES.map((r) => [...r.teams].sort().join('|')));

export function isRivalry(homeName: string, awayName: string): boolean {
  return RIVAL_KEYS.has([homeName, awayName].sort().join('|'));
}

/**
 * A league's traditional big clubs, by the league's short name and the clubs' stored names, each with its
 * public source: two of them meeting is a big match whatever the table says (切尔西–利物浦), a little less
 * than a derby.
 */
export const BIG_CLUBS: Readonly<Record<string, { clubs: readonly string[]; name: string; source: string }>> =
  {
    英超: {
      clubs: ['阿森纳', '切尔西', '利物浦', '曼彻斯特城', '曼彻斯特联', '托特纳姆热刺'],
      name: '六强',
      source: 'https://en.wikipedia.org/wiki/Big_Six_(English_football)',
    },
  };
const BIG_CLUBS_BONUS = 12;

export function isBigClubPairing(leagueShort: string, homeName: string, awayName: string): boolean {
  const big = BIG_CLUBS[leagueShort]?.clubs;
  return !!big && homeName !== awayName && big.includes(homeName) && big.includes(awayName);
}

/** A derby, or else two of the league's big clubs (not both: 北伦敦德比 is a derby of two big clubs). */
function pairingBonus(m: ImportanceInput): number {
  if (isRivalry(m.homeName, m.awayName)) return RIVALRY_BONUS;
  return isBigClubPairing(m.leagueShort, m.homeName, m.awayName) ? BIG_CLUBS_BONUS : 0;
}

/** A team's place in its current table: rank within its group, games played, teams in the group. */
export interface TablePlace {
  rank: number;
  played: number;
  size: number;
}

export interface ImportanceInput {
  sport: Sport;
  leagueShort: string;
  stage: CompetitionStage;
  homeName: string;
  awayName: string;
  /** Each side's place in the season's table (null: no table, or not in it). */
  home: TablePlace | null;
  away: TablePlace | null;
}

/** Places count once each side has played this many games (a table after two rounds says little). */
const SETTLED = { football: 5, basketball: 10 } as const;

function standingBonus(sport: Sport, home: TablePlace | null, away: TablePlace | null): number {
  if (!home || !away || home.size < 8) return 0;
  if (Math.min(home.played, away.played) < SETTLED[sport]) return 0;
  const top = Math.max(home.rank, away.rank);
  if (top <= 4) return 20; // 榜首之争: both in the top four
  if (top <= 6) return 12;
  // A relegation six-pointer: both in the bottom four, in the last 40% of a double round-robin.
  const bottom = Math.min(home.rank, away.rank);
  const late = Math.min(home.played, away.played) >= 0.6 * 2 * (home.size - 1);
  if (sport === 'football' && bottom > home.size - 4 && late) return 12;
  // A leader (or the runner-up) playing.
  if (Math.min(home.rank, away.rank) <= 2) return 6;
  return 0;
}

/**
 * The score: the tier, plus the standing, pairing (derby or big clubs) and stage bonuses scaled by the tier (a
 * U19 top-of-table clash stays a U19 game: it never outranks a big-five match).
 */
export function matchImportance(m: ImportanceInput): number {
  const tier = competitionTier(m.leagueShort);
  const knockout = m.stage !== 'regular' && m.stage !== 'league_phase';
  const bonus =
    STAGE_BONUS[m.stage] + pairingBonus(m) + (knockout ? 0 : standingBonus(m.sport, m.home, m.away));
  const scaled = Math.round(bonus * Math.min(1, tier / 45));
  return Math.min(100, tier + scaled);
}
