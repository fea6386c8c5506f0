import type { CompetitionStage } from '@jincheng/shared/core';
import type { HeldResult } from '../engine/held';
import type { EngineTeam } from '../engine/types';
import { addDays, dayStart, shanghaiDay, weekday } from '../time';
import type { SeededLeague } from './catalogue';
import { drawnRounds, knockoutPlan, leaguePhaseDates, uefaSeasonYear, type StagePlan } from './cup-calendar';
import { timesOn, windowFor, type KickoffWindow } from './kickoff-windows';
import { localInstant } from '../local-time';
import { createRng, type Rng } from './prng';
import { timeUntimedRounds } from './untimed-rounds';
import { realFixtureSeason, type RealSeason } from './real-fixtures';
import { gameDay, nbaNights } from './nba-calendar';
import { nbaSeasonYear } from '../nba/season-year';
import type { CupDates } from '../nba/cup-rules';
import { cupNights, nbaCupPlan } from './nba-cup-plan';
import { seasonName, seasonSlots, seasonYear, shapeOf, type RoundSlot } from './season-calendar';

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
  /**
   * A real fixture (seed/real-fixtures.ts): never made up as postponed or cancelled; `held` is its real result,
   * if any; `postponed` where the league really postponed it (called off from its date on, then replayed).
   */
  real?: { held: HeldResult | null; postponed?: true };
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
 * The CBA's regular season: the double round robin (38 games), then a second stage of 8 in four groups of five
 * (1–5, 6–10, 11–15, 16–20) that play each other home and away — 46 games, as since 2024/25. The groups follow
 * the first-stage table, unknown when the calendar is laid; the clubs' strength stands in for it.
 */
function cbaRounds(rng: Rng, teams: EngineTeam[]): Array<Array<[EngineTeam, EngineTeam]>> {
  const first = roundRobin(rng.shuffle([...teams]), true);
  const ranked = [...teams].sort((a, b) => b.strength - a.strength || a.id - b.id);
  const groups = [0, 5, 10, 15].map((i) => ranked.slice(i, i + 5)).filter((g) => g.length >= 2);
  const second = groups.map((g) => roundRobin(g, true));
  const rounds = Math.max(0, ...second.map((r) => r.length));
  return [...first, ...Array.from({ length: rounds }, (_, r) => second.flatMap((g) => g[r] ?? []))];
}

/**
 * A league's rounds: the double round robin, cut to the games played (美职联's 34), or lengthened for a league
 * that meets more often — 苏超's 12 clubs play each other three times (33 rounds), then five more within the
 * top and bottom six (38); the halves follow the table, unknown when the calendar is laid, for which the clubs'
 * strength stands in.
 */
function leagueRounds(
  rng: Rng,
  teams: EngineTeam[],
  played: number | undefined,
): Array<Array<[EngineTeam, EngineTeam]>> {
  const double = roundRobin(rng.shuffle([...teams]), true);
  if (!played || played <= double.length) return double.slice(0, played);
  const third = double.slice(0, teams.length - 1);
  const ranked = [...teams].sort((a, b) => b.strength - a.strength || a.id - b.id);
  const half = Math.floor(teams.length / 2);
  const split = [roundRobin(ranked.slice(0, half), false), roundRobin(ranked.slice(half), false)];
  const splitRounds = Array.from({ length: half - 1 }, (_, r) => split.flatMap((g) => g[r] ?? []));
  return [...double, ...third, ...splitRounds].slice(0, played);
}

/** Lays every league's season on the calendar, in each competition's local kickoff window. */
export function planSeasons(
  seed: string,
  leagues: SeededLeague[],
  anchorDay: string,
  real: Map<string, RealSeason> = new Map(),
): PlannedSeason[] {
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
      // A league with real fixtures this season plays them (seed/real-fixtures.ts).
      const fixtures = real.get(def.short)?.fixtures;
      if (fixtures)
        return realFixtureSeason(
          league,
          timeUntimedRounds(fixtures, (items) => rng.shuffle(items)),
          window,
          anchorDay,
          crossYearName(anchorDay),
          (f) => slotOn(window, f.tz, f.localDate, rng.next()),
        );
      const cup = def.kind === 'cup';
      const phase = def.knockout ? leaguePhaseDates(def.short, anchorDay) : [];
      const shape = shapeOf(def);
      const rounds = cup
        ? cupRounds(rng, league, def.knockout ? phase.length : 8)
        : def.short === 'CBA' && league.teams.length === 20
          ? cbaRounds(rng, league.teams)
          : leagueRounds(rng, league.teams, shape.rounds);
      const year = seasonYear(shape, anchorDay);
      // UEFA cups on their matchdays; every other competition on its season's rounds (season-calendar.ts).
      const slots: RoundSlot[] = def.knockout
        ? phase.map((dates) => ({ day: dates[0] as string, spread: dates.map((_, i) => i) }))
        : seasonSlots(shape, year, rounds.length);
      // The current round: the last one begun by the anchor day (the first before the season starts).
      const current = Math.max(1, slots.filter((s) => s.day <= anchorDay).length);
      const matches: PlannedMatch[] = [];
      rounds.forEach((pairs, r) => {
        const slot = slots[r] ?? slots[slots.length - 1] ?? { day: anchorDay, spread: [0] };
        pairs.forEach(([home, away], i) => {
          // A UEFA matchday's games share its days (欧冠 Tuesday and Wednesday) evenly.
          const spread = def.knockout
            ? (slot.spread[i % slot.spread.length] ?? 0)
            : (slot.spread[Math.floor(rng.next() * slot.spread.length)] ?? 0);
          const start = slot.day;
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
      const name = def.knockout
        ? `${uefaSeasonYear(anchorDay)}/${String(uefaSeasonYear(anchorDay) + 1).slice(2)}`
        : seasonName(shape, year);
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

/** A European season's name for the anchor day: 2026/27 from July 2026 to June 2027. */
export function crossYearName(anchorDay: string): string {
  const from = Number(anchorDay.slice(0, 4)) - (Number(anchorDay.slice(5, 7)) < 7 ? 1 : 0);
  return `${from}/${String(from + 1).slice(2)}`;
}
