/** Colour bands of a league table, keyed by the zone labels the API puts on standing rows. */
export interface ZoneInfo {
  color: string;
  legend: string;
}

// White rank numbers sit on these colours: each keeps 4.5:1 or more (zones.test.ts).
const ZONES: Record<string, ZoneInfo> = {
  冠军: { color: '#1a56db', legend: '冠军' },
  直接升级: { color: '#1a56db', legend: '直接升级' },
  升级附加赛: { color: '#a16207', legend: '升级附加赛' },
  欧冠: { color: '#1a56db', legend: '欧冠资格' },
  直接晋级: { color: '#1a56db', legend: '直接晋级淘汰赛' },
  欧冠资格赛: { color: '#3b5bdb', legend: '欧冠资格赛' },
  欧联: { color: '#c2410c', legend: '欧联资格' },
  欧协联: { color: '#0e7490', legend: '欧协联资格' },
  附加赛: { color: '#a16207', legend: '附加赛' },
  季后赛: { color: '#0b6b3a', legend: '季后赛' },
  降级附加赛: { color: '#b45309', legend: '降级附加赛' },
  降级: { color: '#d92d20', legend: '降级区' },
};

const OTHER: ZoneInfo = { color: '#5f6673', legend: '' };

export function zoneInfo(zone: string): ZoneInfo {
  return ZONES[zone] ?? { ...OTHER, legend: zone };
}

/** The zones present in a table, in table order, each once. */
export function zonesOf(rows: ReadonlyArray<{ zone: string | null }>): string[] {
  const seen: string[] = [];
  for (const row of rows) if (row.zone && !seen.includes(row.zone)) seen.push(row.zone);
  return seen;
}
