import type { RawSqlite } from '../../db/database';
import { addDays, shanghaiDay } from '../time';
import { randomColor, type SeededLeague } from './catalogue';
import type { CompetitionDef } from './competitions';
import { clubName, VENUE_SUFFIX } from './names';
import { createRng } from './prng';
import { localInstant } from '../local-time';
import type { PlannedMatch, PlannedSeason } from './schedule';
import { createTeamWriter } from './team-writer';

const FRIENDLY_ZONES = ['Europe/London', 'Europe/Madrid', 'Asia/Tokyo', 'Asia/Shanghai', 'America/Sao_Paulo'];
const FRIENDLY_TIMES = ['11:00', '13:00', '15:00', '17:00', '19:00'];

/**
 * The scores benchmark needs a day with ≥ `target` football matches. Club friendlies between generated U23
 * sides fill today up to that number (a real summer day looks like this), all in one extra competition.
 */
export function seedFriendlies(
  db: RawSqlite,
  seed: string,
  seasons: PlannedSeason[],
  anchor: number,
  target: number,
): void {
  const rng = createRng(seed, 'friendlies');
  const today = shanghaiDay(anchor);
  const have = seasons
    .filter((s) => s.league.def.sport === 'football')
    .reduce((n, s) => n + s.matches.filter((m) => shanghaiDay(m.kickoff) === today).length, 0);
  const needed = target - have;
  if (needed <= 0) return;
  const leagueId = (db.prepare('SELECT max(id) n FROM sport_leagues').get() as { n: number }).n + 1;
  const def: CompetitionDef = {
    sport: 'football',
    region: '国际',
    country: '国际',
    countryEn: 'International',
    name: '国际俱乐部友谊赛',
    short: '俱乐部赛',
    en: 'Club Friendlies',
    teams: needed * 2,
    schedule: '3',
    color: '#607D8B',
    kind: 'cup',
    hot: false,
    chinese: false,
    draw: [],
    knockout: false,
    suffix: 'U23',
  };
  const countryId =
    (
      db.prepare("SELECT id FROM sport_countries WHERE name = '国际' LIMIT 1").get() as
        { id: number } | undefined
    )?.id ?? 1;
  db.prepare(
    "INSERT INTO sport_leagues (id, sport, country_id, kind, name, short_name, name_en, color, hot, sort, zones) VALUES (?, 'football', ?, 'cup', ?, ?, ?, ?, 0, ?, '[]')",
  ).run(leagueId, countryId, def.name, def.short, def.en, def.color, leagueId);
  const writeTeam = createTeamWriter(db, rng);
  const league: SeededLeague = { id: leagueId, def, teams: [], groups: new Map() };
  for (let i = 0; i < needed * 2; i++) {
    const club = clubName(rng, false, ' U23');
    league.teams.push(
      writeTeam({
        def,
        leagueId,
        strength: 0.4 + rng.next() * 0.5,
        name: club.name,
        short: club.short,
        en: `${club.en} U23`,
        c1: randomColor(rng),
        c2: '#FFFFFF',
        city: club.city,
        venue: `${club.city}${rng.pick(VENUE_SUFFIX)}`,
      }),
    );
  }
  const window = { tz: 'Asia/Shanghai', times: FRIENDLY_TIMES };
  const matches: PlannedMatch[] = [];
  for (let i = 0; i < needed; i++) {
    const home = league.teams[i * 2];
    const away = league.teams[i * 2 + 1];
    if (!home || !away) continue;
    // Played around the world at local daytime hours, on today's Beijing date.
    const tz = rng.pick(FRIENDLY_ZONES);
    const slots = [-1, 0, 1]
      .flatMap((offset) =>
        FRIENDLY_TIMES.map((time) => ({
          date: addDays(today, offset),
          kickoff: localInstant(tz, addDays(today, offset), time),
        })),
      )
      .filter((s) => shanghaiDay(s.kickoff) === today);
    const slot = rng.pick(slots);
    matches.push({
      leagueId,
      round: 1,
      kickoff: slot.kickoff,
      home,
      away,
      stage: 'regular',
      leg: null,
      group: null,
      tz,
      localDate: slot.date,
      fixed: true,
    });
  }
  seasons.push({
    league,
    name: today.slice(0, 4),
    totalRounds: 1,
    currentRound: 1,
    matches,
    window,
    stages: [],
    firstDay: null,
  });
}
