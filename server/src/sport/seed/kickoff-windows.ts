import type { CompetitionDef } from './competitions';

/**
 * When a competition kicks off, in the local time of where it is played. The seed turns these into Beijing
 * time with a real time-zone computation (local-time.ts), so European leagues move an hour earlier in
 * Beijing when Europe is on summer time, Australian ones when Australia is, and so on.
 */
export interface KickoffWindow {
  /** IANA zone of the times below; 'home' = the home club's own league zone (AFC cups). */
  tz: string;
  /** Local kickoff times on any day (a time listed twice is twice as likely). */
  times: string[];
  /** Local-weekday overrides, 0 = Sunday. */
  days?: Partial<Record<number, string[]>>;
}

const ZONES: Record<string, string> = {
  英格兰: 'Europe/London',
  苏格兰: 'Europe/London',
  西班牙: 'Europe/Madrid',
  意大利: 'Europe/Rome',
  德国: 'Europe/Berlin',
  法国: 'Europe/Paris',
  荷兰: 'Europe/Amsterdam',
  葡萄牙: 'Europe/Lisbon',
  比利时: 'Europe/Brussels',
  土耳其: 'Europe/Istanbul',
  俄罗斯: 'Europe/Moscow',
  乌克兰: 'Europe/Kyiv',
  希腊: 'Europe/Athens',
  瑞士: 'Europe/Zurich',
  奥地利: 'Europe/Vienna',
  丹麦: 'Europe/Copenhagen',
  瑞典: 'Europe/Stockholm',
  挪威: 'Europe/Oslo',
  波兰: 'Europe/Warsaw',
  捷克: 'Europe/Prague',
  克罗地亚: 'Europe/Zagreb',
  塞尔维亚: 'Europe/Belgrade',
  罗马尼亚: 'Europe/Bucharest',
  匈牙利: 'Europe/Budapest',
  以色列: 'Asia/Jerusalem',
  爱尔兰: 'Europe/Dublin',
  立陶宛: 'Europe/Vilnius',
  中国: 'Asia/Shanghai',
  日本: 'Asia/Tokyo',
  韩国: 'Asia/Seoul',
  沙特: 'Asia/Riyadh',
  卡塔尔: 'Asia/Qatar',
  阿联酋: 'Asia/Dubai',
  伊朗: 'Asia/Tehran',
  泰国: 'Asia/Bangkok',
  越南: 'Asia/Ho_Chi_Minh',
  印度尼西亚: 'Asia/Jakarta',
  乌兹别克斯坦: 'Asia/Tashkent',
  菲律宾: 'Asia/Manila',
  美国: 'America/New_York',
  墨西哥: 'America/Mexico_City',
  巴西: 'America/Sao_Paulo',
  阿根廷: 'America/Argentina/Buenos_Aires',
  智利: 'America/Santiago',
  哥伦比亚: 'America/Bogota',
  秘鲁: 'America/Lima',
  乌拉圭: 'America/Montevideo',
  厄瓜多尔: 'America/Guayaquil',
  埃及: 'Africa/Cairo',
  摩洛哥: 'Africa/Casablanca',
  南非: 'Africa/Johannesburg',
  阿尔及利亚: 'Africa/Algiers',
  澳大利亚: 'Australia/Sydney',
  新西兰: 'Pacific/Auckland',
  国际: 'Europe/Paris',
};

const WEEKEND_EUROPE = { 6: ['14:00', '16:00', '18:00', '20:00'], 0: ['14:00', '16:00', '18:00', '20:00'] };
const UEFA: KickoffWindow = { tz: 'Europe/Paris', times: ['18:45', '21:00', '21:00'] };

// Competitions whose slots fans know by heart (see SPORTS-NOTES "Facts a fan checks").
const BY_SHORT: Record<string, Omit<KickoffWindow, 'tz'> & { tz?: string }> = {
  英超: {
    // 20:15 midweek, Sunday 15:00/16:00 (the last two rounds) and 19:00 (the festive programme) are real slots of
    // the 2026/27 fixture list (seed/real-fixtures.ts).
    times: ['19:30', '20:00', '20:00', '20:15'],
    days: {
      5: ['20:00'],
      6: ['12:30', '15:00', '15:00', '17:30', '20:00'],
      0: ['14:00', '14:00', '14:00', '16:30', '16:30', '15:00', '16:00', '19:00'],
      1: ['20:00'],
    },
  },
  西甲: {
    times: ['19:00', '21:00'],
    days: {
      5: ['21:00'],
      6: ['14:00', '16:15', '18:30', '21:00'],
      0: ['14:00', '16:15', '18:30', '21:00'],
      1: ['21:00'],
    },
  },
  意甲: {
    times: ['18:30', '20:45'],
    days: {
      5: ['20:45'],
      6: ['15:00', '18:00', '20:45'],
      0: ['12:30', '15:00', '18:00', '20:45'],
      1: ['18:30', '20:45'],
    },
  },
  德甲: {
    times: ['18:30', '20:30'],
    days: { 5: ['20:30'], 6: ['15:30', '15:30', '18:30'], 0: ['15:30', '17:30', '19:30'] },
  },
  // Ligue 1's 2026/27 slots (the timed rounds of openfootball 2026-27/fr.1.json).
  法甲: {
    times: ['19:00', '21:05'],
    days: { 5: ['20:45'], 6: ['17:15', '20:45', '20:45'], 0: ['15:00', '17:15', '20:45'] },
  },
  // The Eredivisie's 2026/27 slots (the timed rounds of openfootball 2026-27/nl.1.json): its untimed rounds take
  // them (untimed-rounds.ts), so do fixtures the seed moves.
  荷甲: {
    times: ['18:45', '20:00'],
    days: {
      5: ['20:00'],
      6: ['16:30', '18:45', '20:00', '21:00'],
      0: ['12:15', '14:30', '14:30', '16:45', '20:00'],
    },
  },
  // Liga Portugal's 2026/27 slots (the timed rounds of openfootball 2026-27/pt.1.json, Lisbon time): its untimed
  // rounds (from round 13) take them.
  葡超: {
    times: ['20:15', '20:45'],
    days: {
      5: ['20:15', '20:15', '20:45'],
      6: ['15:30', '18:00', '20:30'],
      0: ['15:30', '18:00', '18:00', '20:30', '20:30'],
      1: ['20:15'],
    },
  },
  欧冠: UEFA,
  欧联: UEFA,
  欧协联: UEFA,
  中超: {
    times: ['19:35'],
    days: { 6: ['15:30', '17:35', '19:35', '20:00'], 0: ['15:30', '19:00', '19:35'] },
  },
  中甲: { times: ['15:30', '19:00', '19:30'] },
  中乙: { times: ['15:00', '15:30', '19:00'] },
  中女超: { times: ['15:00', '15:30', '19:00'] },
  亚冠精英: { tz: 'home', times: ['19:00', '19:30'] },
  英冠: {
    times: ['19:45'],
    days: { 5: ['20:00'], 6: ['12:30', '15:00', '15:00', '17:30'], 0: ['12:00', '15:00'] },
  },
  英甲: { times: ['19:45'], days: { 6: ['12:30', '15:00', '15:00'], 0: ['12:00', '15:00'] } },
  英乙: { times: ['19:45'], days: { 6: ['15:00'], 0: ['15:00'] } },
  日职联: { times: ['14:00', '15:00', '18:00', '19:00'] },
  日职乙: { times: ['14:00', '16:00', '18:00'] },
  韩K联: { times: ['14:00', '16:30', '19:00'] },
  韩K2: { times: ['13:30', '16:00', '18:30'] },
  沙特联: { times: ['17:00', '19:00', '21:00'] },
  美职联: { tz: 'America/Chicago', times: ['18:30', '19:30', '20:30'] },
  墨超: { times: ['17:00', '19:00', '21:05'] },
  巴甲: { times: ['16:00', '18:30', '19:00', '21:30'] },
  阿甲: { times: ['15:00', '17:00', '19:15', '21:30'] },
  NBA: { times: ['19:00', '19:00', '19:30', '20:00', '21:00', '22:00', '22:30'] },
  NBA发展: { tz: 'America/Chicago', times: ['19:00', '20:00'] },
  CBA: { times: ['19:35', '19:35', '19:35', '19:35', '15:00', '17:00'] },
  WCBA: { times: ['15:00', '19:30'] },
  CUBA: { times: ['14:00', '16:00', '19:00'] },
  NBL: { times: ['19:30'] },
  欧篮联: { times: ['20:00', '20:30', '21:00'] },
  欧洲杯: { times: ['18:30', '19:00', '20:00'] },
  西篮甲: { times: ['17:00', '18:30', '20:00', '21:00'] },
  意篮甲: { times: ['17:00', '19:00', '20:30'] },
  土篮超: { times: ['16:00', '19:00'] },
  法篮甲: { times: ['18:00', '20:00'] },
  德篮甲: { times: ['15:00', '18:00', '20:00'] },
  希腊篮甲: { times: ['17:00', '19:00'] },
  ABA联赛: { tz: 'Europe/Belgrade', times: ['17:00', '19:00'] },
  立陶宛篮: { times: ['17:00', '19:00'] },
  KBL: { times: ['14:00', '16:00', '19:00'] },
  日B联: { times: ['14:05', '15:05', '19:05'] },
  PBA: { times: ['16:30', '19:30'] },
  NBL澳: { tz: 'Australia/Melbourne', times: ['15:00', '17:30', '19:30'] },
  阿篮甲: { times: ['20:00', '21:30'] },
  巴西篮: { times: ['19:00', '20:00'] },
};

const REGION_TIMES: Record<string, Omit<KickoffWindow, 'tz'>> = {
  欧洲: { times: ['18:00', '19:00', '20:00'], days: WEEKEND_EUROPE },
  亚洲: { times: ['16:00', '18:00', '19:00'] },
  美洲: { times: ['17:00', '19:00', '20:00', '21:00'] },
  非洲: { times: ['15:00', '17:00', '20:00'] },
  大洋洲: { times: ['15:00', '17:00', '19:30'] },
};

/** The kickoff window of a competition (youth and women's football play earlier in the day). */
export function windowFor(
  def: Pick<CompetitionDef, 'short' | 'country' | 'region' | 'sport' | 'suffix'>,
): KickoffWindow {
  const tz = ZONES[def.country] ?? 'Europe/Paris';
  const known = BY_SHORT[def.short];
  if (known) return { tz, ...known };
  if (def.sport === 'football' && /U\d\d/.test(def.suffix)) return { tz, times: ['11:00', '13:00', '15:00'] };
  if (def.sport === 'football' && def.suffix) return { tz, times: ['12:00', '14:00', '16:00'] };
  return { tz, ...(REGION_TIMES[def.region] ?? { times: ['19:00'] }) };
}

/** The local times allowed on a local weekday. */
export function timesOn(window: KickoffWindow, weekday: number): string[] {
  return window.days?.[weekday] ?? window.times;
}
