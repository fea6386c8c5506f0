import type { RawSqlite } from '../../db/database';
import type { EngineTeam } from '../engine/types';
import { STANDARD_PLACES } from '../history/season-rules';
import { fittedStrength } from '../ratings/club-ratings';
import { NBA_EAST, REAL_BASKETBALL_CLUBS } from './clubs-basketball';
import { REAL_FOOTBALL_CLUBS } from './clubs-football';
import { COMPETITIONS, REGION_ORDER, type CompetitionDef } from './competitions';
import { clubName, VENUE_SUFFIX } from './names';
import { leaguePhaseDates } from './cup-calendar';
import { createRng, type Rng } from './prng';
import { realClubRows, type RealSeason } from './real-fixtures';
import { createTeamWriter } from './team-writer';

export interface SeededLeague {
  id: number;
  def: CompetitionDef;
  teams: EngineTeam[];
  /** Team id → group (亚冠精英 region, NBA conference); empty when the competition has none. */
  groups: Map<number, string>;
}

/** Inserts regions, countries, leagues, clubs and squads; returns what the schedule needs in memory. */
export function seedCatalogue(
  db: RawSqlite,
  seed: string,
  year: number,
  realLists: Map<string, RealSeason> = new Map(),
): SeededLeague[] {
  // The real season's clubs where the data has them (seed/real-fixtures.ts): promoted and relegated clubs move.
  const footballClubs = realClubRows(REAL_FOOTBALL_CLUBS, realLists);
  const rng = createRng(seed, 'catalogue');
  const insRegion = db.prepare('INSERT INTO sport_regions (id, name, sort) VALUES (?, ?, ?)');
  const insCountry = db.prepare(
    'INSERT INTO sport_countries (id, region_id, name, name_en) VALUES (?, ?, ?, ?)',
  );
  const insLeague = db.prepare(
    'INSERT INTO sport_leagues (id, sport, country_id, kind, name, short_name, name_en, color, hot, sort, zones) VALUES (?,?,?,?,?,?,?,?,?,?,?)',
  );
  const writeTeam = createTeamWriter(db, rng, year);
  REGION_ORDER.forEach((name, i) => insRegion.run(i + 1, name, i));
  const countries = new Map<string, number>();
  const leagues: SeededLeague[] = [];
  COMPETITIONS.forEach((def, index) => {
    const leagueId = index + 1;
    const key = `${def.region}/${def.country}`;
    if (!countries.has(key)) {
      countries.set(key, countries.size + 1);
      insCountry.run(countries.size, REGION_ORDER.indexOf(def.region) + 1, def.country, def.countryEn);
    }
    insLeague.run(
      leagueId,
      def.sport,
      countries.get(key),
      def.kind,
      def.name,
      def.short,
      def.en,
      def.color,
      def.hot ? 1 : 0,
      index,
      JSON.stringify(zonesFor(def)),
    );
    const league: SeededLeague = { id: leagueId, def, teams: [], groups: new Map() };
    leagues.push(league);
    if (def.kind === 'cup') return;
    const real = (def.sport === 'football' ? footballClubs : REAL_BASKETBALL_CLUBS)[def.short];
    const used = new Set<string>();
    const scale = listScale(def, real);
    const promoted = promotedLevel(def, real);
    for (let i = 0; i < def.teams; i++) {
      const row = real?.[i]?.split('|');
      let club = clubName(rng, def.chinese, def.suffix, def.sport);
      while (!row && (used.has(club.name) || used.has(club.short)))
        club = clubName(rng, def.chinese, def.suffix, def.sport);
      used.add(club.name).add(club.short);
      const [
        name = club.name,
        short = club.short,
        en = club.en,
        c1 = randomColor(rng),
        c2 = '#FFFFFF',
        city = club.city,
        venue = `${club.city}${rng.pick(VENUE_SUFFIX)}`,
      ] = row ?? [];
      const strength =
        promoted && promoted.clubs.has(name) && fittedStrength(name) === null
          ? promoted.level
          : clubStrength(def, name, real ? i : null, scale, rng);
      const group = def.short === 'NBA' ? (NBA_EAST.has(en) ? '东部' : '西部') : null;
      const team = writeTeam({ def, leagueId, strength, name, short, en, c1, c2, city, venue, group });
      league.teams.push(team);
      if (group) league.groups.set(team.id, group);
    }
  });
  drawCups(leagues, notInFirstMatchday(realLists));
  return leagues;
}

/**
 * European clubs without real results sit below the big five's: the best of them is about a big-five club
 * of the upper half (the scale of ratings/club-ratings.ts, where the strongest club is 1).
 */
const OTHER_EUROPE = 0.75;

/** The leagues whose whole seasons are shipped (server/data/openfootball): their clubs' fits are solid. */
const WHOLE_SEASONS = new Set(['英超', '西甲', '意甲', '德甲', '法甲']);

/**
 * How far apart a real list puts its first and last club (the last at 1 − spread of the first). Leagues with
 * a wide real gap keep the default; balanced leagues get less, so their prices look like their real markets: in
 * the 日职联 and the 美职联 the champion at home to the bottom club is usually priced around 1.6–1.8, where the
 * default spread priced it near 1.1 and a gap of a few places like a big-five mismatch (issue 45: 8th v 11th
 * opened at 1.25). The 英冠 and the 中超 sit between.
 */
const LIST_SPREAD: Record<string, number> = { 日职联: 0.3, 美职联: 0.3, 英冠: 0.35, 中超: 0.45 };
const DEFAULT_LIST_SPREAD = 0.55;

/** The strength a real list gives its club at `place` (0 = listed first), before the league's scale. */
const listedStrength = (place: number, def: CompetitionDef): number =>
  1 - (place / def.teams) * (LIST_SPREAD[def.short] ?? DEFAULT_LIST_SPREAD);

/**
 * Where a European league without a club in the shipped 欧冠 data stands: roughly its place on UEFA's
 * association ranking, on the scale that the leagues with 欧冠 clubs get from their fit (葡超 about 0.67,
 * 荷甲 0.61, 苏超 and 比甲 0.57, 克罗甲 0.49, 捷甲 0.40, 奥甲 0.38, 瑞士超 0.35). Applies to listed and
 * generated clubs alike.
 */
const LEAGUE_LEVEL: Record<string, number> = {
  土超: 0.55,
  希腊超: 0.47,
  波兰超: 0.42,
  丹超: 0.42,
  挪超: 0.42,
  瑞典超: 0.38,
  塞尔超: 0.38,
  匈甲: 0.36,
  罗甲: 0.36,
  以超: 0.36,
  // Second divisions a real list sends clubs down to (real-fixtures.ts DIVISION_BELOW): about 0.72 of their top
  // flight's level, so 布雷达 or 通德拉 lead the division they went down to a little above the level they were
  // listed at in the one above, not at OTHER_EUROPE (stronger than 埃因霍温 or 本菲卡).
  荷乙: 0.44,
  葡甲: 0.48,
};

/**
 * The scale of a European league's listed strengths. A league with clubs in the shipped 欧冠 data (本菲卡,
 * 布鲁日, 凯尔特人 …) is scaled so that those clubs' fitted strengths and their places in the list agree on
 * average (a geometric mean, kept between 0.3 and OTHER_EUROPE); one without takes its LEAGUE_LEVEL, else
 * OTHER_EUROPE.
 */
function listScale(def: CompetitionDef, real: string[] | undefined): number {
  if (def.sport !== 'football' || def.region !== '欧洲') return 1;
  const ratios = (real ?? []).flatMap((row, place) => {
    const fitted = fittedStrength(row.split('|')[0] ?? '');
    return fitted === null ? [] : [Math.log(fitted / listedStrength(place, def))];
  });
  if (ratios.length === 0) return LEAGUE_LEVEL[def.short] ?? OTHER_EUROPE;
  const mean = Math.exp(ratios.reduce((a, b) => a + b, 0) / ratios.length);
  return Math.min(OTHER_EUROPE, Math.max(0.3, mean));
}

/**
 * The level a club promoted into a big-five league comes up at, when the data has no fit of it there (考文垂 and
 * 赫尔城 into the 2026/27 英超, 帕德博恩 into the 德甲 …): the geometric mean of the fitted strengths of the
 * clubs it replaces, the ones that went down. A promoted side is about as good as a relegated one (the clubs
 * that came up for 2025/26 fitted at 0.47–0.59 on their first season, 汉堡, 科隆, 莱万特, 埃尔切, 巴黎FC, 洛里昂,
 * 萨索洛, where the bottom of the real list would have put them near 0.35–0.40, a cliff below the league that
 * priced 阿森纳 at home to 赫尔城 at 1.03). Null for a league without a real season's move.
 */
function promotedLevel(
  def: CompetitionDef,
  real: string[] | undefined,
): { clubs: Set<string>; level: number } | null {
  if (def.sport !== 'football' || !WHOLE_SEASONS.has(def.short) || !real) return null;
  const nameOf = (row: string) => row.split('|')[0] ?? '';
  const now = new Set(real.map(nameOf));
  const before = new Set((REAL_FOOTBALL_CLUBS[def.short] ?? []).map(nameOf));
  const down = [...before].filter((c) => !now.has(c)).flatMap((c) => fittedStrength(c) ?? []);
  const up = new Set([...now].filter((c) => !before.has(c)));
  if (!up.size || !down.length) return null;
  const level = Math.exp(down.reduce((n, x) => n + Math.log(x), 0) / down.length);
  return { clubs: up, level: Math.round(level * 1000) / 1000 };
}

/**
 * A club's strength: fitted to its real results where the shipped data has it, else by its place in a real
 * list (listed roughly strongest first) times the league's scale, or at random for a generated club. A club
 * whose league the data does not have in full (本菲卡, 凯尔特人 …: a season of 欧冠 matches, 8 to 12 of them)
 * takes the geometric mean of its fit and its place in the list, so a few cup results do not outweigh its
 * standing at home; the big five's clubs, fitted on whole league seasons, take their fit.
 */
function clubStrength(
  def: CompetitionDef,
  name: string,
  listed: number | null,
  scale: number,
  rng: Rng,
): number {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const fitted = def.sport === 'football' ? fittedStrength(name) : null;
  const own = listed !== null ? listedStrength(listed, def) * scale : null;
  if (fitted !== null && own !== null && !WHOLE_SEASONS.has(def.short)) return round(Math.sqrt(fitted * own));
  if (fitted !== null) return fitted;
  if (own !== null) return round(own);
  const generated = 0.45 + rng.next() * 0.5;
  const generatedScale =
    def.sport === 'football' && def.region === '欧洲' ? (LEAGUE_LEVEL[def.short] ?? OTHER_EUROPE) : 1;
  return round(generated * generatedScale);
}

/**
 * Cups take the best clubs of their source leagues by quota. One pool serves all cups in definition order, so
 * a club drawn for the 欧冠 is not drawn again for the 欧联 or 欧协联 (at most one European competition).
 */
function drawCups(
  leagues: SeededLeague[],
  excluded: (cup: string, club: string) => boolean = () => false,
): void {
  const drawn = new Set<number>();
  for (const cup of leagues.filter((l) => l.def.kind === 'cup')) {
    for (const { group, from } of cup.def.draw) {
      for (const [short, count] of from) {
        const source = [...(leagues.find((l) => l.def.short === short)?.teams ?? [])]
          .sort((a, b) => b.strength - a.strength)
          .filter((t) => !drawn.has(t.id) && !excluded(cup.def.short, t.name))
          .slice(0, count);
        for (const team of source) {
          drawn.add(team.id);
          cup.teams.push(team);
          if (group) cup.groups.set(team.id, group);
        }
      }
    }
  }
}

/**
 * Clubs the real 2026/27 fixture lists show outside a UEFA cup's league phase: a club that plays a league match
 * on a day of the cup's first matchday (UEFA's own week: 8–10 September for the 欧冠, 17 September for the 欧联)
 * is not in it. The 葡超's list has 本菲卡 at 莫雷伦斯 on Wednesday 9 September and 布拉加 at 阿马多拉 on the
 * Thursday, their round-3 games moved out of August's qualifying weeks, so the seeded 欧冠 takes the 葡超's next
 * strongest clubs instead (and 本菲卡 goes to the 欧联, which starts on the 17th). Without real lists: nobody.
 */
export function notInFirstMatchday(
  realLists: Map<string, RealSeason>,
): (cup: string, club: string) => boolean {
  const days = new Map<string, Set<string>>();
  let first: string | null = null;
  for (const season of realLists.values())
    for (const f of season.fixtures ?? [])
      for (const club of [f.home, f.away]) {
        days.set(club, (days.get(club) ?? new Set()).add(f.localDate));
        if (first === null || f.localDate < first) first = f.localDate;
      }
  if (first === null) return () => false;
  const seasonDay = first;
  const firstMatchday = new Map<string, string[]>();
  return (cup, club) => {
    if (!firstMatchday.has(cup)) firstMatchday.set(cup, leaguePhaseDates(cup, seasonDay)[0] ?? []);
    const own = days.get(club);
    return own !== undefined && firstMatchday.get(cup)!.some((day) => own.has(day));
  };
}

export function randomColor(rng: Rng): string {
  return rng.pick([
    '#C8102E',
    '#003DA5',
    '#00843D',
    '#FDB913',
    '#000000',
    '#6CABDD',
    '#7A263A',
    '#F58220',
    '#5B3B89',
    '#E30613',
  ]);
}

/** Football leagues without promotion or relegation, and how many of their clubs reach the play-offs. */
const CLOSED_LEAGUES: Record<string, number> = { 美职联: 18, 美冠联: 12, 澳超: 6 };

type Zone = { from: number; to: number; label: string };

function zonesFor(def: CompetitionDef): Zone[] {
  // The big leagues' own places (history/season-rules.ts, also their 2025/26 tables).
  const standard = STANDARD_PLACES[def.short];
  if (standard && def.teams >= (standard.at(-1)?.to ?? 0)) return standard;
  if (def.kind === 'cup' && !def.knockout) return [{ from: 1, to: 8, label: '直接晋级' }];
  if (def.kind === 'cup')
    return [
      { from: 1, to: 8, label: '直接晋级' },
      { from: 9, to: 24, label: '附加赛' },
    ];
  // NBA zones count within each conference: 1–6 play-offs, 7–10 the play-in.
  if (def.short === 'NBA')
    return [
      { from: 1, to: 6, label: '季后赛' },
      { from: 7, to: 10, label: '附加赛' },
    ];
  if (def.sport === 'basketball') return [{ from: 1, to: Math.min(8, def.teams), label: '季后赛' }];
  // Closed leagues (美职联, 美冠联, 澳超) relegate nobody: their table leads to the play-offs instead.
  const playoffPlaces = CLOSED_LEAGUES[def.short];
  if (playoffPlaces) return [{ from: 1, to: playoffPlaces, label: '季后赛' }];
  const europe = def.hot && def.region === '欧洲';
  return [
    { from: 1, to: europe ? 4 : 1, label: europe ? '欧冠' : '冠军' },
    ...(europe ? [{ from: 5, to: 6, label: '欧联' }] : []),
    { from: def.teams - 2, to: def.teams, label: '降级' },
  ];
}
