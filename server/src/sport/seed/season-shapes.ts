import type { CompetitionDef } from './competitions';

/**
 * Each league's season on the calendar: its real first and last match dates, its number of rounds, and the
 * weekends it does not play (FIFA international windows for top divisions, winter breaks). The rounds are
 * spread over the weekends that are left (midweek rounds when there are too few); the current round at an
 * instant follows from the dates. Leagues with real fixture files (sport/history) replace these dates with
 * the real ones; every other league, and those leagues without a file, use this table.
 */
export interface SeasonShape {
  /** First and last match day, MM-DD; a start later in the year than the end = a season across two years. */
  start: string;
  end: string;
  /** Rounds played when not a full double round robin. */
  rounds?: number;
  /** Pauses besides the FIFA windows, MM-DD spans (a winter break). */
  breaks?: Array<[string, string]>;
  /** Stops for the FIFA international windows (top divisions; lower English divisions and MLS play on). */
  fifa: boolean;
  /**
   * How a round sits in its week: weekend = Friday–Monday (midweek rounds when the weekends are too few);
   * tue / thu = one midweek day (cups); spread = one day every few days, evenly over the season.
   */
  rhythm: 'weekend' | 'tue' | 'thu' | 'spread';
  /** England's Christmas programme: rounds on Boxing Day, between Christmas and New Year, and New Year's Day. */
  holiday?: boolean;
  /** Where the dates come from. */
  source: string;
}

const OF = (file: string) => `openfootball/football.json 2026-27/${file} (the real 2026/27 fixture list)`;

/** The leagues a fan checks: each row from the league's published 2026/27 (or 2026) calendar. */
export const SEASON_SHAPES: Record<string, SeasonShape> = {
  英超: {
    start: '08-21',
    end: '05-30',
    fifa: true,
    rhythm: 'weekend',
    holiday: true,
    source: OF('en.1.json'),
  },
  英冠: {
    start: '08-14',
    end: '05-01',
    fifa: false,
    rhythm: 'weekend',
    holiday: true,
    source: OF('en.2.json'),
  },
  英甲: {
    start: '08-08',
    end: '05-01',
    fifa: false,
    rhythm: 'weekend',
    holiday: true,
    source: 'EFL 2026/27 calendar',
  },
  英乙: {
    start: '08-08',
    end: '05-08',
    fifa: false,
    rhythm: 'weekend',
    holiday: true,
    source: 'EFL 2026/27 calendar',
  },
  英议联: {
    start: '08-08',
    end: '04-24',
    fifa: false,
    rhythm: 'weekend',
    holiday: true,
    source: 'National League 2026/27 calendar',
  },
  西甲: {
    start: '08-15',
    end: '05-30',
    breaks: [['12-22', '12-31']],
    fifa: true,
    rhythm: 'weekend',
    source:
      'LaLiga 2026/27 calendar (first matchday 15 Aug 2026, last 30 May 2027: openfootball 2026-27/es.1.json, played when present)',
  },
  意甲: {
    start: '08-22',
    end: '05-30',
    fifa: true,
    rhythm: 'weekend',
    source:
      'Serie A 2026/27 calendar (Giornata 1 22–24 Aug 2026; openfootball 2026-27/it.1.json when present)',
  },
  德甲: {
    start: '08-28',
    end: '05-22',
    breaks: [['12-21', '01-08']],
    fifa: true,
    rhythm: 'weekend',
    source: `${OF('de.1.json')}: matchday 14 on 19 Dec 2026, matchday 15 on 9 Jan 2027`,
  },
  德乙: {
    start: '08-07',
    end: '05-16',
    breaks: [['12-21', '01-22']],
    fifa: false,
    rhythm: 'weekend',
    source: 'DFL 2026/27 calendar',
  },
  法甲: {
    start: '08-21',
    end: '05-29',
    breaks: [['12-21', '01-01']],
    fifa: true,
    rhythm: 'weekend',
    source: OF('fr.1.json'),
  },
  荷甲: {
    start: '08-07',
    end: '05-23',
    breaks: [['12-21', '01-07']],
    fifa: true,
    rhythm: 'weekend',
    source: `${OF('nl.1.json')}: matchday 1 on 7 Aug 2026, matchday 17 on 18–20 Dec, matchday 18 from 8 Jan 2027, matchday 34 on 23 May`,
  },
  葡超: {
    start: '08-07',
    end: '05-16',
    breaks: [['12-28', '01-08']],
    fifa: true,
    rhythm: 'weekend',
    source: `${OF('pt.1.json')}: matchday 1 on 7 Aug 2026, matchday 16 on 27 Dec, matchday 17 on 10 Jan 2027, matchday 34 on 16 May`,
  },
  苏超: {
    start: '08-01',
    end: '05-16',
    rounds: 38,
    fifa: true,
    rhythm: 'weekend',
    source: 'SPFL 2026/27 fixture list (38 rounds: 33 then the split)',
  },
  中超: {
    start: '03-06',
    end: '11-07',
    breaks: [['06-10', '07-19']],
    fifa: true,
    rhythm: 'weekend',
    source:
      '中国足协 2026 中超赛程 (30 rounds, 6 Mar – 7 Nov 2026, pause for the FIFA windows and the World Cup)',
  },
  日职联: {
    start: '08-07',
    end: '05-30',
    breaks: [['12-07', '02-18']],
    fifa: true,
    rhythm: 'weekend',
    source: 'J.League 2026/27 (first autumn–spring season, Aug 2026 – May 2027, winter break Dec–Feb)',
  },
  沙特联: {
    start: '08-27',
    end: '05-27',
    fifa: true,
    rhythm: 'weekend',
    source: 'Saudi Pro League 2026/27 calendar (34 rounds, late Aug 2026 – May 2027)',
  },
  美职联: {
    start: '02-21',
    end: '10-18',
    rounds: 34,
    breaks: [['05-25', '07-16']],
    fifa: false,
    rhythm: 'weekend',
    source:
      'MLS 2026 schedule (34 games, 21 Feb – 18 Oct 2026 Decision Day, paused 25 May – 16 Jul for the World Cup)',
  },
  CBA: {
    start: '10-10',
    end: '04-11',
    breaks: [
      ['11-23', '12-02'],
      ['02-22', '03-03'],
    ],
    fifa: false,
    rhythm: 'spread',
    source:
      'CBA 2026/27 schedule shape (Oct 2026 – Apr 2027, pauses for the FIBA windows; 2025/26 started 10 Oct 2025)',
  },
  亚冠精英: {
    start: '09-15',
    end: '02-17',
    fifa: true,
    rhythm: 'tue',
    source: 'AFC Champions League Elite 2026/27 league stage (Sept – Feb, Tuesday/Wednesday)',
  },
};

/** Calendar-year leagues without a row above: the first and last match weekend of their season. */
const CALENDAR_YEAR: Record<string, [string, string]> = {
  中甲: ['03-08', '11-01'],
  中乙: ['03-15', '10-25'],
  中女超: ['03-15', '10-25'],
  美冠联: ['03-07', '10-18'],
  瑞典超: ['03-28', '11-08'],
  挪超: ['03-28', '11-29'],
  韩K联: ['02-28', '11-29'],
  韩K2: ['03-01', '11-22'],
  巴甲: ['03-28', '12-06'],
  巴乙: ['04-04', '11-28'],
  阿甲: ['01-24', '12-06'],
  智利甲: ['02-14', '11-29'],
  哥伦甲: ['01-24', '11-29'],
  秘鲁甲: ['02-07', '11-22'],
  乌拉甲: ['02-07', '11-29'],
  厄瓜甲: ['02-21', '11-29'],
  爱超: ['02-13', '10-30'],
  乌兹超: ['03-07', '11-28'],
  NBL: ['04-18', '09-20'],
  新西兰联: ['04-04', '11-28'],
};

/** Cross-year leagues whose season differs from the default of their region. */
const CROSS_YEAR: Record<string, [string, string, Array<[string, string]>?]> = {
  俄超: ['07-18', '05-22', [['12-08', '02-27']]],
  乌超: ['08-01', '05-29', [['12-14', '02-26']]],
  土超: ['08-07', '05-23', [['12-21', '01-15']]],
  瑞士超: ['07-24', '05-22', [['12-21', '01-29']]],
  奥甲: ['07-31', '05-22', [['12-14', '02-05']]],
  丹超: ['07-17', '05-22', [['12-08', '02-12']]],
  波兰超: ['07-24', '05-22', [['12-21', '01-29']]],
  捷甲: ['07-24', '05-22', [['12-21', '01-29']]],
  克罗甲: ['07-24', '05-22', [['12-21', '01-22']]],
  塞尔超: ['07-24', '05-22', [['12-21', '01-29']]],
  罗甲: ['07-17', '05-22', [['12-21', '01-15']]],
  匈甲: ['07-31', '05-22', [['12-14', '01-29']]],
  日职乙: ['08-07', '05-30', [['12-07', '02-18']]],
  卡塔尔联: ['08-14', '04-24', []],
  阿联酋超: ['08-21', '05-22', []],
  伊朗超: ['08-14', '05-22', []],
  泰超: ['08-14', '05-16', []],
  越南联: ['08-14', '06-26', []],
  印尼超: ['08-07', '05-22', []],
  墨超: ['07-10', '05-01', [['12-14', '01-07']]],
  澳超: ['10-16', '05-01', []],
  // Basketball: the European season October–May, the Asian one October–April; Australia's NBL September–February.
  WCBA: ['10-24', '03-14', []],
  CUBA: ['10-17', '05-16', [['01-11', '03-06']]],
  KBL: ['10-03', '03-31', []],
  日B联: ['10-02', '05-02', []],
  PBA: ['10-02', '06-27', []],
  NBA发展: ['11-07', '03-27', []],
  NBL澳: ['09-17', '02-19', []],
};

/** The season shape of any competition: its row above, else the usual season of its sport and region. */
export function shapeOf(
  def: Pick<CompetitionDef, 'short' | 'sport' | 'region' | 'schedule' | 'suffix'>,
): SeasonShape {
  const known = SEASON_SHAPES[def.short];
  if (known) return known;
  const rhythm: SeasonShape['rhythm'] =
    def.schedule === 'W' ? 'weekend' : def.schedule === 'T' ? 'tue' : def.schedule === 'H' ? 'thu' : 'spread';
  const top = def.schedule === 'W' && def.sport === 'football';
  const source = 'the usual shape of this league’s season (not a published calendar)';
  const year = CALENDAR_YEAR[def.short];
  if (year) return { start: year[0], end: year[1], fifa: top, rhythm, source };
  const cross = CROSS_YEAR[def.short];
  if (cross) return { start: cross[0], end: cross[1], breaks: cross[2], fifa: top, rhythm, source };
  if (def.sport === 'basketball')
    return def.region === '欧洲'
      ? { start: '10-01', end: '05-20', fifa: false, rhythm, source }
      : { start: '10-10', end: '04-18', fifa: false, rhythm, source };
  // Youth and women's football: September to mid-May in Europe, March to November elsewhere.
  if (def.region === '欧洲' || def.region === '非洲')
    return def.suffix
      ? { start: '09-05', end: '05-16', breaks: [['12-21', '01-10']], fifa: false, rhythm, source }
      : { start: '08-08', end: '05-23', breaks: [['12-24', '01-08']], fifa: top, rhythm, source };
  return { start: '03-07', end: '11-21', fifa: top, rhythm, source };
}
