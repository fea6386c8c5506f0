import type { Sport } from '../../../shared/src/api/sport';
import type { Db } from '../db/database';
import { cupContext, type CupContext } from './engine/football-script';
import { buildScript, type AnyScript } from './engine/script';
import type { EnginePlayer, EngineTeam } from './engine/types';

interface ScriptKey {
  id: number;
  sport: Sport;
  league_id: number;
  home_id: number;
  away_id: number;
}

/**
 * Scripts are rebuilt from (seed, match, squads) whenever needed and kept in a small LRU: detail pages and the
 * simulator ask for the same few hundred matches over and over.
 */
export class ScriptStore {
  private readonly cache = new Map<number, AnyScript>();

  constructor(
    private readonly db: Db,
    private readonly seed: () => string,
    private readonly limit = 3000,
  ) {}

  clear(): void {
    this.cache.clear();
  }

  get(match: ScriptKey): AnyScript {
    const hit = this.cache.get(match.id);
    if (hit) {
      this.cache.delete(match.id);
      this.cache.set(match.id, hit);
      return hit;
    }
    const league = this.db
      .prepare('SELECT short_name FROM sport_leagues WHERE id = ?')
      .get(match.league_id) as { short_name: string } | undefined;
    const script = buildScript(
      this.seed(),
      match.sport,
      match.id,
      league?.short_name ?? '',
      this.team(match.home_id),
      this.team(match.away_id),
      this.cup(match.id),
    );
    this.cache.set(match.id, script);
    if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value as number);
    return script;
  }

  private cup(id: number): CupContext | null {
    const row = this.db.prepare('SELECT stage, leg, tie_id FROM sport_matches WHERE id = ?').get(id) as
      { stage: string; leg: number | null; tie_id: number | null } | undefined;
    const first = this.db
      .prepare('SELECT home_score home, away_score away FROM sport_matches WHERE id = ?')
      .get(row?.tie_id ?? 0) as { home: number; away: number } | undefined;
    return row ? cupContext(row.stage, row.leg, first ?? null) : null;
  }

  private team(id: number): EngineTeam {
    const t = this.db
      .prepare('SELECT id, name, short_name, strength, coach FROM sport_teams WHERE id = ?')
      .get(id) as
      { id: number; name: string; short_name: string; strength: number; coach: string } | undefined;
    const players = (
      this.db
        .prepare(
          'SELECT id, name, number, position, skill, stats FROM sport_players WHERE team_id = ? ORDER BY id',
        )
        .all(id) as Array<Omit<EnginePlayer, 'ppg'> & { stats: string }>
    ).map(({ stats, ...p }) => ({ ...p, ppg: (JSON.parse(stats) as { ppg?: number }).ppg ?? 0 }));
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
