import type { MatchStatus, Sport } from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { cupContext, type CupContext } from './engine/football-script';
import { parseHeld } from './engine/held';
import { matchRecord } from './engine/match-record';
import { expectedLineup, type TeamLineup } from './engine/football-lineup';
import { buildScript, type AnyScript } from './engine/script';
import type { EnginePlayer, EngineTeam } from './engine/types';
import type { BasketballLine } from './seed/basketball-figures';
import type { MatchRecord } from './facts/match-records';
import { playedSeconds } from './facts/played';
import { withFootballRates } from './seed/player-figures';
import { absencesFor } from './absences/absence-read';
import { matchSquad } from './absences/seed-absences';

export interface ScriptKey {
  id: number;
  sport: Sport;
  league_id: number;
  home_id: number;
  away_id: number;
}

/**
 * Scripts are rebuilt from (seed, match, squads) whenever needed and kept in a small LRU: detail pages and the
 * simulator ask for the same few hundred matches over and over. A pure cache: the same inputs give the same
 * script on every instance; `clear` drops it when the data is re-seeded.
 */
export class ScriptStore {
  private readonly cache = new Map<number, Promise<AnyScript>>();
  /** Matches whose script may still change (absences/absence-read.ts `pending`): not kept once built. */
  private readonly unsettled = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly seed: () => string,
    private readonly limit = 3000,
  ) {}

  clear(): void {
    this.cache.clear();
  }

  /** Whether `get` would answer from the cache (no build). */
  has(id: number): boolean {
    return this.cache.has(id);
  }

  /**
   * The simulator as the provider of the present: a live or upcoming match's record as it stands (a finished
   * one is read from sport_match_records), with the seconds played and the scripted length.
   */
  async present(
    match: ScriptKey & { status: MatchStatus; sim_t: number | null },
  ): Promise<{ record: MatchRecord; t: number; end: number }> {
    const script = await this.get(match);
    const t = playedSeconds(match, script.end);
    return { record: matchRecord(script, t), t, end: script.end };
  }

  get(match: ScriptKey): Promise<AnyScript> {
    const hit = this.cache.get(match.id);
    if (hit) {
      this.cache.delete(match.id);
      this.cache.set(match.id, hit);
      return hit;
    }
    const pending = this.build(match);
    this.cache.set(match.id, pending);
    pending
      .then(() => {
        if (this.unsettled.delete(match.id) && this.cache.get(match.id) === pending)
          this.cache.delete(match.id);
      })
      .catch(() => {
        if (this.cache.get(match.id) === pending) this.cache.delete(match.id);
      });
    if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value as number);
    return pending;
  }

  private async build(match: ScriptKey): Promise<AnyScript> {
    const [league, home, away, cup, row] = await Promise.all([
      this.db.qb
        .selectFrom('sport_leagues')
        .select('short_name')
        .where('id', '=', match.league_id)
        .executeTakeFirst(),
      this.team(match.home_id),
      this.team(match.away_id),
      this.cup(match.id),
      this.db.qb
        .selectFrom('sport_matches')
        .select(['id', 'sport', 'league_id', 'season_id', 'kickoff', 'held'])
        .where('id', '=', match.id)
        .executeTakeFirst(),
    ]);
    // Injured and suspended players are left out, as the seed left them out (absences/).
    const [homeOut, awayOut] = row
      ? await Promise.all([
          absencesFor(this.db, row, match.home_id, Infinity),
          absencesFor(this.db, row, match.away_id, Infinity),
        ])
      : [null, null];
    // A ban an earlier match of the club still has to serve may end before this one: rebuild it next time.
    if ((homeOut?.pending ?? 0) + (awayOut?.pending ?? 0) > 0) this.unsettled.add(match.id);
    const squad = (team: EngineTeam, out: typeof homeOut) =>
      matchSquad(team, new Set(out?.absences.map((a) => a.playerId)));
    return buildScript(
      this.seed(),
      match.sport,
      match.id,
      league?.short_name ?? '',
      squad(home, homeOut),
      squad(away, awayOut),
      cup,
      parseHeld(row?.held),
    );
  }

  private async cup(id: number): Promise<CupContext | null> {
    const row = await this.db.qb
      .selectFrom('sport_matches')
      .select(['stage', 'leg', 'tie_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const first = await this.db.qb
      .selectFrom('sport_matches')
      .select(['home_score as home', 'away_score as away'])
      .where('id', '=', row.tie_id ?? 0)
      .executeTakeFirst();
    const firstLeg =
      first && first.home !== null && first.away !== null ? { home: first.home, away: first.away } : null;
    return cupContext(row.stage, row.leg, firstLeg);
  }

  /**
   * 预计首发: a club's likely XI from the line-up logic (its usual system, the first-choice players of each line,
   * fitted rates included) without the players known to be out.
   */
  async expectedXi(id: number, absent: ReadonlySet<number>): Promise<TeamLineup> {
    const team = await this.team(id);
    return expectedLineup(team.players.filter((p) => !absent.has(p.id)));
  }

  private async team(id: number): Promise<EngineTeam> {
    const [t, rows] = await Promise.all([
      this.db.qb
        .selectFrom('sport_teams')
        .select(['sport', 'name', 'short_name', 'strength', 'coach'])
        .where('id', '=', id)
        .executeTakeFirst(),
      this.db.qb
        .selectFrom('sport_players')
        .select(['id', 'name', 'name_en', 'number', 'position', 'skill', 'stats', 'is_real'])
        .where('team_id', '=', id)
        .orderBy('id')
        .execute(),
    ]);
    // A footballer's rates are fitted from the figures table by his original spelling, as the seed did; a
    // basketball player carries his stored line.
    const players: EnginePlayer[] = rows.map(({ stats, name_en, is_real, ...p }) => {
      const parsed = JSON.parse(stats) as { ppg?: number; line?: BasketballLine };
      return withFootballRates(
        t?.sport ?? '',
        { ...p, ppg: parsed.ppg ?? 0, ...(parsed.line ? { line: parsed.line } : {}) },
        name_en,
        Number(is_real) === 1,
      );
    });
    return {
      id,
      name: t?.name ?? '',
      shortName: t?.short_name ?? '',
      strength: t?.strength ?? 0.5,
      coach: t?.coach ?? '',
      players,
    };
  }
}
