import type { CompetitionStage } from '@jincheng/shared/core';
import type { EngineTeam } from '../engine/types';
import { addDays, dayStart, shanghaiDay, weekday } from '../time';
import type { SeededLeague } from './catalogue';
import { drawnRounds, knockoutPlan, leaguePhaseDates, type StagePlan } from './cup-calendar';
import { timesOn, windowFor, type KickoffWindow } from './kickoff-windows';
import { localInstant } from './local-time';
import { createRng, type Rng } from './prng';
import { gameDay, nbaNights, nbaSeasonYear } from './nba-calendar';
import type { CupDates } from '../nba/cup-rules';
import { cupNights, nbaCupPlan } from './nba-cup-plan';

export interface PlannedMatch {
  leagueId: number;
  round: number;
  kickoff: number;
  home: EngineTeam;
  away: EngineTeam;
  stage: CompetitionStage;
  leg: number | null;
  group: string | null;
  /** Zone and local date the kickoff was chosen in (moves keep to the same window). */
  tz: string;
  localDate: string;
  /** Cup fixtures and today's pinned games keep their slot; the clash resolver moves the others. */
  fixed: boolean;
}

export interface PlannedSeason {
  league: SeededLeague;
  name: string;
  totalRounds: number;
  currentRound: number;
  matches: PlannedMatch[];
  window: KickoffWindow;
  /** UEFA cups: the knock-out calendar (their fixtures are drawn once the league phase is played). */
  stages: StagePlan[];
  /** Leagues played on game nights (the NBA): the Beijing date of round 1; round n is n − 1 days later. */
  firstDay: string | null;
  /** The NBA: its NBA杯 (dates and drawn groups); the knock-out is written once the groups are played. */
  nbaCup?: NbaCupPlan | null;
}

export interface NbaCupPlan {
  dates: CupDates;
  /** 东部A组 … 西部C组 → its five clubs. */
  groups: Map<string, EngineTeam[]>;
}

/** Circle-method round robin; the second half of a double round robin swaps home and away. */
export function roundRobin<T>(teams: T[], double: boolean): Array<Array<[T, T]>> {
  const list: Array<T | null> = [...teams];
  if (list.length % 2) list.push(null);
  const n = list.length;
  const rounds: Array<Array<[T, T]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[T, T]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a && b) pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as T | null);
  }
  return double ? [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]) => [b, a] as [T, T]))] : rounds;
}

/** A local kickoff time allowed on that local date, drawn from the window. */
export function slotOn(window: KickoffWindow, tz: string, date: string, r: number): number {
  const times = timesOn(window, weekday(date));
  return localInstant(tz, date, times[Math.floor(r * times.length)] ?? times[0] ?? '19:00');
}

/** Rounds of a cup's league phase: one table of 36, or regional groups played side by side. */
function cupRounds(rng: Rng, league: SeededLeague, count: number): Array<Array<[EngineTeam, EngineTeam]>> {
  const groups = [...new Set(league.groups.values())];
  if (!groups.length) return roundRobin(rng.shuffle([...league.teams]), false).slice(0, count);
  const perGroup = groups.map((g) =>
    roundRobin(rng.shuffle(league.teams.filter((t) => league.groups.get(t.id) === g)), false).slice(0, count),
  );
  return Array.from({ length: count }, (_, r) => perGroup.flatMap((rounds) => rounds[r] ?? []));
}

/**
 * Leagues played within a calendar year: the first and last match weekend of the regular season (MM-DD). Before
 * the start date the latest season is last year's, over; the rounds spread evenly between the two dates.
 */
const CALENDAR_YEAR: Record<string, [string, string]> = {
  中超: ['03-01', '11-08'],
  中甲: ['03-08', '11-01'],
  中乙: ['03-15', '10-25'],
  中女超: ['03-15', '10-25'],
  美职联: ['02-21', '10-18'],
  美冠联: ['03-07', '10-18'],
  瑞典超: ['03-28', '11-08'],
  挪超: ['03-28', '11-29'],
  韩K联: ['02-28', '11-29'],
  巴甲: ['03-28', '12-06'],
};

/** Leagues that do not play a full double round robin: 美职联's 30 clubs play 34 regular-season games each. */
const ROUNDS_PLAYED: Record<string, number> = { 美职联: 34 };

/** Start dates of each round of a calendar-year league, and the season's year, for the anchor day. */
function calendarYearRounds(
  span: [string, string],
  rounds: number,
  weekly: boolean,
  anchorDay: string,
): { year: number; starts: string[] } {
  const year = Number(anchorDay.slice(0, 4)) - (anchorDay.slice(5) < span[0] ? 1 : 0);
  const first = `${year}-${span[0]}`;
  const days = (dayStart(`${year}-${span[1]}`) - dayStart(first)) / 86400;
  const starts = Array.from({ length: rounds }, (_, r) => {
    const d = addDays(first, Math.round((r * days) / Math.max(1, rounds - 1)));
    // A weekend round starts on the Friday on or before its date.
    return weekly ? addDays(d, -((weekday(d) + 2) % 7)) : d;
  });
  return { year, starts };
}

/** Lays every league's season on the calendar, in each competition's local kickoff window. */
export function planSeasons(seed: string, leagues: SeededLeague[], anchorDay: string): PlannedSeason[] {
  const homeZone = new Map<number, { tz: string }>();
  for (const l of leagues)
    if (l.def.kind === 'league') for (const t of l.teams) homeZone.set(t.id, windowFor(l.def));
  return leagues
    .filter((l) => l.teams.length >= 2)
    .map((league) => {
      const rng = createRng(seed, 'schedule', league.id);
      const { def } = league;
      const window = windowFor(def);
      if (def.schedule === 'D') return gameNightSeason(rng, league, window, anchorDay, homeZone);
      const cup = def.kind === 'cup';
      const phase = def.knockout ? leaguePhaseDates(def.short, anchorDay) : [];
      const rounds = cup
        ? cupRounds(rng, league, def.knockout ? phase.length : 8)
        : roundRobin(rng.shuffle([...league.teams]), true).slice(0, ROUNDS_PLAYED[def.short]);
      const code = def.schedule;
      const interval = code === 'W' || code === 'T' || code === 'H' ? 7 : Number(code);
      const wd = weekday(anchorDay);
      // The current round starts on the anchor day or shortly before it, so the window holds a mix.
      const firstDay =
        code === 'W'
          ? addDays(anchorDay, -((wd + 2) % 7))
          : code === 'T'
            ? addDays(anchorDay, (2 - wd + 7) % 7)
            : code === 'H'
              ? addDays(anchorDay, (4 - wd + 7) % 7)
              : addDays(anchorDay, -rng.int(0, interval - 1));
      const yearSpan = CALENDAR_YEAR[def.short];
      const calendarYear = yearSpan
        ? calendarYearRounds(yearSpan, rounds.length, code === 'W', anchorDay)
        : null;
      const roundStarts = def.knockout ? phase.map((dates) => dates[0] as string) : calendarYear?.starts;
      const current = roundStarts
        ? Math.max(1, roundStarts.filter((d) => d <= anchorDay).length)
        : cup
          ? 5
          : Math.max(2, Math.round(rounds.length * (0.22 + rng.next() * 0.28)));
      const matches: PlannedMatch[] = [];
      rounds.forEach((pairs, r) => {
        const start = roundStarts?.[r] ?? addDays(firstDay, (r + 1 - current) * interval);
        pairs.forEach(([home, away], i) => {
          const spread =
            code === 'W'
              ? pick([0, 1, 1, 1, 1, 2, 2, 2, 2, 3], rng.next())
              : def.knockout
                ? // A UEFA matchday's games share its days (欧冠 Tuesday and Wednesday) evenly.
                  i % (phase[r]?.length ?? 1)
                : code === 'T'
                  ? rng.int(0, 1)
                  : 0;
          const localDate = addDays(start, spread);
          const tz = window.tz === 'home' ? (homeZone.get(home.id)?.tz ?? 'Asia/Shanghai') : window.tz;
          matches.push({
            leagueId: league.id,
            round: r + 1,
            kickoff: slotOn(window, tz, localDate, rng.next()),
            home,
            away,
            stage: cup ? 'league_phase' : 'regular',
            leg: null,
            group: cup ? (league.groups.get(home.id) ?? null) : null,
            tz,
            localDate,
            fixed: cup,
          });
        });
      });
      const stages = def.knockout ? knockoutPlan(def.short, anchorDay, window) : [];
      const phaseEnd = Math.max(0, ...matches.map((m) => m.kickoff));
      const drawn = def.knockout ? drawnRounds(phaseEnd, stages, dayStart(anchorDay)) : rounds.length;
      const year = calendarYear?.year ?? Number(anchorDay.slice(0, 4));
      // European and basketball seasons span two years and start in the second half of the year.
      const from = year - (Number(anchorDay.slice(5, 7)) < 7 ? 1 : 0);
      const crossYear = !calendarYear && (def.region === '欧洲' || def.sport === 'basketball');
      const name = crossYear ? `${from}/${String(from + 1).slice(2)}` : String(year);
      return {
        league,
        name,
        totalRounds: drawn,
        currentRound: Math.min(drawn, current),
        matches,
        window,
        stages,
        firstDay: null,
      };
    });
}

/**
 * A league that plays on game nights rather than rounds (the NBA): the whole regular season on its real
 * calendar. Rounds are game days counted from the first Beijing date with a game (`firstDay`); moves made
 * later (today's pinned games, clashes) renumber them (`renumberGameDays`).
 */
function gameNightSeason(
  rng: Rng,
  league: SeededLeague,
  window: KickoffWindow,
  anchorDay: string,
  homeZone: Map<number, { tz: string }>,
): PlannedSeason {
  const year = nbaSeasonYear(anchorDay);
  // One conference after the other around the circle, so most of the extra meetings stay in the conference.
  const teams = rng
    .shuffle([...league.teams])
    .sort((a, b) => (league.groups.get(a.id) ?? '').localeCompare(league.groups.get(b.id) ?? ''));
  const cup = league.def.short === 'NBA' && teams.length === 30 ? nbaCupPlan(rng, league, year) : null;
  const { pairs, booked, closed } = cupNights(cup, teams);
  const nights = [
    ...nbaNights(rng.shuffle(pairs), year, teams.length, closed, booked).map((g) => ({ ...g, group: null })),
    ...booked,
  ];
  const matches: PlannedMatch[] = nights.map(({ date, home, away, group }) => {
    const tz = homeZone.get(home.id)?.tz ?? window.tz;
    return {
      leagueId: league.id,
      round: 0,
      kickoff: slotOn(window, tz, date, rng.next()),
      home,
      away,
      stage: 'regular',
      leg: null,
      group,
      tz,
      localDate: date,
      // The cup's nights are the league's: its games keep them.
      fixed: group !== null,
    };
  });
  const season: PlannedSeason = {
    league,
    name: `${year}/${String(year + 1).slice(2)}`,
    totalRounds: 0,
    currentRound: 0,
    matches,
    window,
    stages: [],
    firstDay: null,
    nbaCup: cup,
  };
  renumberGameDays([season], anchorDay);
  return season;
}

/**
 * Sets every game-night season's rounds from its matches' Beijing dates (after any move): round 1 is the
 * first date with a game; the current round is the anchor's date, kept within the season.
 */
export function renumberGameDays(seasons: PlannedSeason[], anchorDay: string): void {
  for (const season of seasons) {
    if (season.league.def.schedule !== 'D' || !season.matches.length) continue;
    const firstDay = season.matches.map((m) => shanghaiDay(m.kickoff)).reduce((a, b) => (a < b ? a : b));
    for (const m of season.matches) m.round = gameDay(firstDay, m.kickoff);
    season.firstDay = firstDay;
    season.totalRounds = Math.max(...season.matches.map((m) => m.round));
    season.currentRound = Math.min(
      season.totalRounds,
      Math.max(1, gameDay(firstDay, dayStart(anchorDay) + 43_200)),
    );
  }
}

function pick<T>(items: T[], r: number): T {
  return items[Math.floor(r * items.length)] as T;
}
