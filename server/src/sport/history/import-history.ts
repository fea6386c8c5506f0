import type { RawSqlite } from '../../db/database';
import { COMPETITIONS } from '../seed/competitions';
import { createRng } from '../seed/prng';
import { createTeamWriter } from '../seed/team-writer';
import { shanghaiDay } from '../time';
import type { CompetitionStage } from '@jincheng/shared/core';
import type { ProviderClub, ProviderMatch, ProviderSeason, SportsDataProvider } from './provider';

const KNOCKOUT_STAGES: CompetitionStage[] = [
  'knockout_playoff',
  'round_of_16',
  'quarter_final',
  'semi_final',
  'final',
];

/**
 * A real cup season's knock-out rounds as the stored calendar the bracket view reads (repo/knockout.ts): each
 * stage with its legs' rounds and kickoff spans, from the matches played.
 */
export function knockoutStagesOf(matches: ProviderMatch[]): string {
  const stages = KNOCKOUT_STAGES.map((stage) => {
    const mine = matches.filter((m) => m.stage === stage);
    const legs = [...new Set(mine.map((m) => m.leg))].sort((a, b) => (a ?? 0) - (b ?? 0));
    return {
      stage,
      legs: legs.map((leg) => {
        const kickoffs = mine.filter((m) => m.leg === leg).map((m) => m.kickoff);
        const round = mine.find((m) => m.leg === leg)?.round ?? 0;
        return { round, leg, from: Math.min(...kickoffs), to: Math.max(...kickoffs), dates: [] };
      }),
    };
  }).filter((s) => s.legs.length);
  return JSON.stringify(stages);
}

/** Where a club that has left one of the five leagues plays now (a club not in the league's current season). */
const LEAGUE_BELOW: Record<string, string> = {
  英超: '英冠',
  西甲: '西乙',
  意甲: '意乙',
  德甲: '德乙',
  法甲: '法乙',
};

export interface HistorySummary {
  seasons: number;
  matches: number;
  /** Clubs that were not in the catalogue and were created. */
  teams: number;
}

interface TeamRow {
  id: number;
  name: string;
  league_id: number;
}

/**
 * Writes a provider's seasons as past seasons of the catalogue's leagues (sport_seasons.current = 0), after
 * the seeded present: played matches as finished (kickoff, full-time and half-time scores; no events), the
 * matches the data has no result for are left out. A club is the catalogue's team of the same Chinese name
 * (the league's own first), so a past season's 曼城 is today's 曼城; a club the catalogue lacks is created
 * with a squad, in the league it plays in now (its league below for one that left the league, its own
 * league for a 欧冠 club from elsewhere, else the competition itself). A season of an unknown league is
 * skipped. Ids continue after the seeded ones, so the present's ids do not change.
 */
export function importHistory(db: RawSqlite, seed: string, provider: SportsDataProvider): HistorySummary {
  const leagues = new Map(
    (
      db.prepare("SELECT id, short_name FROM sport_leagues WHERE sport = 'football'").all() as Array<{
        id: number;
        short_name: string;
      }>
    ).map((l) => [l.short_name, l.id]),
  );
  const teams = db
    .prepare("SELECT id, name, league_id FROM sport_teams WHERE sport = 'football' ORDER BY id")
    .all() as TeamRow[];
  const writeTeam = createTeamWriter(db, createRng(seed, 'history'));
  const insSeason = db.prepare(
    'INSERT INTO sport_seasons (id, league_id, name, total_rounds, current_round, stages, code, current, through, simulated_after) VALUES (?,?,?,?,?,?,?,0,?,?)',
  );
  const insMatch =
    db.prepare(`INSERT INTO sport_matches (id, sport, league_id, season_id, round, kickoff, day,
    home_id, away_id, status, home_score, away_score, home_ht, away_ht, stage, leg, tie_id, simulated)
    VALUES (?,?,?,?,?,?,?,?,?,'finished',?,?,?,?,?,?,?,?)`);
  const maxId = (table: string) =>
    (db.prepare(`SELECT max(id) n FROM ${table}`).get() as { n: number | null }).n ?? 0;
  let seasonId = maxId('sport_seasons');
  let matchId = maxId('sport_matches');
  const summary: HistorySummary = { seasons: 0, matches: 0, teams: 0 };

  const teamOf = (club: ProviderClub, leagueId: number): number => {
    const named = teams.filter((t) => t.name === club.name);
    const found = named.find((t) => t.league_id === leagueId) ?? named[0];
    if (found) return found.id;
    const home = club.homeLeague ? (LEAGUE_BELOW[club.homeLeague] ?? club.homeLeague) : null;
    const homeId = (home ? leagues.get(home) : undefined) ?? leagueId;
    const def = COMPETITIONS.find((c) => c.sport === 'football' && leagues.get(c.short) === homeId);
    if (!def) throw new Error(`history: no competition for league ${homeId}`);
    const team = writeTeam({
      def,
      leagueId: homeId,
      strength: 0.6,
      name: club.name,
      short: club.short,
      en: club.nameEn.replace(/ FC$|^FC /, ''),
      c1: '#4A5568',
      c2: '#FFFFFF',
      city: '',
      venue: '',
    });
    teams.push({ id: team.id, name: club.name, league_id: homeId });
    summary.teams++;
    return team.id;
  };

  const write = (season: ProviderSeason, leagueId: number) => {
    const played = season.matches.filter((m) => m.fullTime !== null);
    const id = ++seasonId;
    const rounds = season.matches.map((m) => m.round);
    insSeason.run(
      id,
      leagueId,
      season.name,
      Math.max(0, ...rounds),
      Math.max(0, ...played.map((m) => m.round)),
      knockoutStagesOf(played),
      season.code,
      season.through,
      season.simulatedAfter,
    );
    const firstLegs = new Map<string, number>();
    for (const m of [...played].sort((a, b) => a.kickoff - b.kickoff)) {
      const [home, away] = m.fullTime ?? [0, 0];
      const mid = ++matchId;
      const pair = `${m.stage}|${[m.home.name, m.away.name].sort().join('|')}`;
      if (m.leg === 1) firstLegs.set(pair, mid);
      insMatch.run(
        mid,
        'football',
        leagueId,
        id,
        m.round,
        m.kickoff,
        shanghaiDay(m.kickoff),
        teamOf(m.home, leagueId),
        teamOf(m.away, leagueId),
        home,
        away,
        m.halfTime?.[0] ?? null,
        m.halfTime?.[1] ?? null,
        m.stage,
        m.leg,
        m.leg === 2 ? (firstLegs.get(pair) ?? null) : null,
        m.simulated ? 1 : 0,
      );
      summary.matches++;
    }
    summary.seasons++;
  };

  for (const season of provider.seasons()) {
    const leagueId = leagues.get(season.league);
    if (leagueId !== undefined) write(season, leagueId);
  }
  return summary;
}
