/**
 * What a footballer produces, fitted from his recent real league seasons (server/data/people/
 * football-figures.json): how sure a starter he is, and his goals and assists per 90 minutes. Pure: the
 * table is read in seed/football-figures.ts; the line-ups (football-lineup.ts) and the crediting of goals
 * (football-walk.ts) read the rates off each EnginePlayer.
 */

/** One real league season of one player at one club, as the figures table lists it. */
export interface SeasonFigures {
  /** "2024-25". */
  season: string;
  /** The league's short name as the product names it (英超, 西甲 …). */
  league: string;
  club: string;
  apps: number;
  /** Null when the source did not say. */
  starts: number | null;
  minutes: number | null;
  goals: number;
  assists: number | null;
  source: string;
}

export interface FootballRates {
  /**
   * First-choice standing, 0…1: how likely he starts a league game his club plays while he is fit (his share
   * of his club's starts, counted half over the club's games and half over the games he played, so a regular
   * who missed months injured is still a regular). The line-up rests him in 1 − start of the games.
   */
  start: number;
  goals90: number;
  assists90: number;
  /** Where the numbers come from: his own seasons, a real player's position default, a squad filler's. */
  basis: 'figures' | 'default' | 'filler';
}

/** League games of a season per club (the big five and the other leagues players come from); else 34. */
const LEAGUE_GAMES: Record<string, number> = {
  英超: 38,
  西甲: 38,
  意甲: 38,
  德甲: 34,
  法甲: 34,
  英冠: 46,
  荷甲: 34,
  葡超: 34,
  沙特联: 34,
  美职联: 34,
};
export const leagueGames = (league: string) => LEAGUE_GAMES[league] ?? 34;

/**
 * Goals and assists outside the big five come easier: a season there counts at this factor (Gyökeres's 39
 * goals for Sporting are not 39 Premier League goals). The big five count fully.
 */
const LEAGUE_FACTOR: Record<string, number> = { 葡超: 0.6, 荷甲: 0.6, 英冠: 0.6, 沙特联: 0.5, 美职联: 0.6 };
const leagueFactor = (league: string) =>
  ['英超', '西甲', '意甲', '德甲', '法甲'].includes(league) ? 1 : (LEAGUE_FACTOR[league] ?? 0.6);

/** Per-90 means of a big-five regular by position (the prior his own seasons are shrunk toward). */
const REAL_DEFAULT: Record<string, { goals90: number; assists90: number; start: number }> = {
  G: { goals90: 0, assists90: 0.005, start: 0.6 },
  D: { goals90: 0.04, assists90: 0.06, start: 0.6 },
  M: { goals90: 0.12, assists90: 0.12, start: 0.6 },
  F: { goals90: 0.35, assists90: 0.14, start: 0.6 },
};
/**
 * Generated squad fillers: modest rates, and behind every real player of their club (lineupOrder). Nobody
 * among them is a star: their side's goals spread over forwards and midfielders alike.
 */
const FILLER_DEFAULT: Record<string, { goals90: number; assists90: number; start: number }> = {
  G: { goals90: 0, assists90: 0, start: 0.85 },
  D: { goals90: 0.04, assists90: 0.04, start: 0.85 },
  M: { goals90: 0.09, assists90: 0.07, start: 0.85 },
  F: { goals90: 0.12, assists90: 0.06, start: 0.85 },
};

/** The prior weighs as much as this many full games of his own. */
const PRIOR_NINETIES = 6;
/** The latest season counts fully, each earlier one half as much as the one after it. */
const DECAY = 0.5;
/** Estimated minutes when the source gave none: a start ~80 min, a substitute appearance ~20. */
const START_MINUTES = 80;
const SUB_MINUTES = 20;

/** A real player's rates: fitted from his seasons, or his position's default when the table has none. */
export function fitFootballRates(position: string, seasons: SeasonFigures[]): FootballRates {
  const prior = REAL_DEFAULT[position] ?? (REAL_DEFAULT.M as (typeof REAL_DEFAULT)['M']);
  // One line per season (a player who moved in January has a row at each club), latest first.
  const bySeason = new Map<string, SeasonFigures[]>();
  for (const s of seasons) bySeason.set(s.season, [...(bySeason.get(s.season) ?? []), s]);
  const ordered = [...bySeason.entries()].sort((a, b) => b[0].localeCompare(a[0]));
  if (!ordered.length) return { ...prior, basis: 'default' };
  let weightSum = 0;
  let shareSum = 0;
  let minutes = 0;
  let goals = 0;
  let assists = 0;
  let assistMinutes = 0;
  ordered.forEach(([, rows], i) => {
    const w = DECAY ** i;
    const apps = rows.reduce((n, r) => n + r.apps, 0);
    const starts = rows.reduce((n, r) => n + startsOf(r), 0);
    // A season split between clubs is counted over the longer of the two leagues' calendars.
    const games = Math.max(...rows.map((r) => leagueGames(r.league)));
    const mins = rows.reduce((n, r) => n + minutesOf(r), 0);
    const share = apps > 0 ? 0.5 * Math.min(1, starts / games) + 0.5 * Math.min(1, starts / apps) : 0;
    weightSum += w;
    shareSum += w * share;
    minutes += w * mins;
    goals += w * rows.reduce((n, r) => n + r.goals * leagueFactor(r.league), 0);
    const withAssists = rows.filter((r) => r.assists !== null);
    assists += w * withAssists.reduce((n, r) => n + (r.assists ?? 0) * leagueFactor(r.league), 0);
    assistMinutes += w * withAssists.reduce((n, r) => n + minutesOf(r), 0);
  });
  const shrink = (count: number, mins: number, mean: number) =>
    (count + PRIOR_NINETIES * mean) / (mins / 90 + PRIOR_NINETIES);
  return {
    start: round3(shareSum / weightSum),
    goals90: round3(shrink(goals, minutes, prior.goals90)),
    assists90: round3(shrink(assists, assistMinutes, prior.assists90)),
    basis: 'figures',
  };
}

/** A generated squad filler's modest rates by position. */
export function fillerRates(position: string): FootballRates {
  const d = FILLER_DEFAULT[position] ?? (FILLER_DEFAULT.M as (typeof FILLER_DEFAULT)['M']);
  return { ...d, basis: 'filler' };
}

function startsOf(r: SeasonFigures): number {
  if (r.starts !== null) return Math.min(r.starts, r.apps);
  // No starts in the source: estimate them from the minutes, else call most appearances starts.
  return r.minutes !== null ? Math.min(r.apps, Math.round(r.minutes / 85)) : Math.round(r.apps * 0.75);
}

function minutesOf(r: SeasonFigures): number {
  if (r.minutes !== null) return r.minutes;
  const starts = startsOf(r);
  return starts * START_MINUTES + (r.apps - starts) * SUB_MINUTES;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
