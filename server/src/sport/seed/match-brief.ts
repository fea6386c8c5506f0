import type { FactMatch, MatchFacts, Standing, TeamResult } from './match-facts';

/**
 * What a text about one match rests on: the facts as they stood before kickoff (`matchBrief`) and the side
 * they favour. The texts themselves are in content-text.ts.
 */

export interface Section {
  title: string;
  paragraphs: string[];
}

export type Side = 'home' | 'away';

/** Everything a text about one match may say, as it stood before kickoff. */
export interface MatchBrief {
  match: FactMatch;
  sport: string;
  league: string;
  home: string;
  away: string;
  form: Record<Side, TeamResult[]>;
  standing: Record<Side, Standing | null>;
  /** The home side's home games and the away side's away games this season. */
  venue: Record<Side, TeamResult[]>;
  /** Every result of this season (goals/points per game). */
  season: Record<Side, TeamResult[]>;
  /** Earlier meetings, from the home side's view. */
  meetings: TeamResult[];
  /** Basketball: played the day before (within 30 hours). */
  backToBack: Record<Side, boolean>;
  sameCity: boolean;
  /** Both sides' points (goals) per game across the league so far. */
  leagueTotal: number | null;
}

export function matchBrief(facts: MatchFacts, m: FactMatch, league: string): MatchBrief {
  const side = <T>(f: (teamId: number, other: number) => T): Record<Side, T> => ({
    home: f(m.home_id, m.away_id),
    away: f(m.away_id, m.home_id),
  });
  const season = side((id) => facts.results(id, m.kickoff, m.season_id));
  const last = side((id) => facts.results(id, m.kickoff).at(-1));
  return {
    match: m,
    sport: m.sport,
    league,
    home: facts.name(m.home_id),
    away: facts.name(m.away_id),
    form: side((id) => facts.form(id, m.kickoff)),
    standing: side((id) => facts.standing(m, id)),
    venue: { home: season.home.filter((r) => r.home), away: season.away.filter((r) => !r.home) },
    season,
    meetings: facts.meetings(m.home_id, m.away_id, m.kickoff),
    backToBack: {
      home: m.sport === 'basketball' && !!last.home && m.kickoff - last.home.match.kickoff < 30 * 3600,
      away: m.sport === 'basketball' && !!last.away && m.kickoff - last.away.match.kickoff < 30 * 3600,
    },
    sameCity: facts.teams.get(m.home_id)?.city === facts.teams.get(m.away_id)?.city,
    leagueTotal: facts.averageTotal(m.season_id, m.kickoff),
  };
}

export const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

/** Share of the points available (football: 3 a win, 1 a draw) or of games won (basketball); null: none. */
export function rate(results: TeamResult[], sport: string): number | null {
  if (!results.length) return null;
  const won = results.filter((r) => r.res === 'W').length;
  if (sport === 'basketball') return won / results.length;
  const drawn = results.filter((r) => r.res === 'D').length;
  return (won * 3 + drawn) / (results.length * 3);
}

/** The three measures a pick rests on: recent form, the table (points or win rate per game), the venue. */
export function measures(
  b: MatchBrief,
  s: Side,
): { form: number | null; table: number | null; venue: number | null } {
  const st = b.standing[s]?.row;
  const table = st ? (b.sport === 'basketball' ? st.won / st.played : st.points / (st.played * 3)) : null;
  return { form: rate(b.form[s], b.sport), table, venue: rate(b.venue[s], b.sport) };
}

/** The side the data favours, or 'draw' (football only) when the two are level on it. */
export function favoured(b: MatchBrief): { side: Side | 'draw'; edge: number } {
  const score = (s: Side) => {
    const m = measures(b, s);
    return 0.5 * (m.form ?? 0.5) + 0.3 * (m.table ?? 0.5) + 0.2 * (m.venue ?? 0.5);
  };
  const edge = score('home') - score('away');
  if (b.sport === 'football' && Math.abs(edge) < 0.04) return { side: 'draw', edge };
  // The home side takes a dead level tie (its venue), never a tie it trails on every measure.
  return { side: edge >= 0 ? 'home' : 'away', edge };
}
