import type { RawSqlite } from '../../db/database';
import type { EnginePlayer, EngineTeam } from '../engine/types';
import type { PlannedSeason } from '../seed/schedule';
import type { CardLine, PlayedMatch } from './card-rules';
import { bansStanding } from './absence-read';
import { basketballFigures, type FigureSeason } from '../seed/basketball-figures';
import { availabilityFactor, drawInjuries, type Injury } from './injuries';

/** A real NBA player's own injury proneness from his real seasons; 1 for everyone else. */
function proneness(
  sport: string,
  person: { name_en: string; is_real: number } | undefined,
  figures: ReadonlyMap<string, FigureSeason[]>,
): number {
  if (sport !== 'basketball' || !person?.is_real) return 1;
  return availabilityFactor(figures.get(person.name_en) ?? []) ?? 1;
}

/**
 * The seed's book of who is out: every club's injuries over its planned match days (stored in sport_absences,
 * source 'simulated'), and each competition's bans from the cards of the matches the seed has played so far.
 * `squad` gives the players available for a match, exactly as the read path (absences/absence-read.ts) computes
 * them from the stored rows, so the script the page rebuilds is the script the seed played.
 */
export class SeedAbsences {
  private readonly injuries = new Map<number, Injury[]>();
  /** `${leagueId}/${teamId}` → its finished matches in that competition, with their kickoffs. */
  private readonly played = new Map<string, Array<PlayedMatch & { kickoff: number }>>();

  constructor(db: RawSqlite, seed: string, seasons: readonly PlannedSeason[]) {
    const people = new Map(
      (
        db.prepare('SELECT id, age, name_en, is_real FROM sport_players').all() as Array<{
          id: number;
          age: number | null;
          name_en: string;
          is_real: number;
        }>
      ).map((r) => [r.id, r]),
    );
    const figures = basketballFigures();
    const teams = new Map<number, { team: EngineTeam; sport: string; kickoffs: number[] }>();
    for (const season of seasons)
      for (const m of season.matches)
        for (const team of [m.home, m.away]) {
          const entry = teams.get(team.id) ?? { team, sport: season.league.def.sport, kickoffs: [] };
          entry.kickoffs.push(m.kickoff);
          teams.set(team.id, entry);
        }
    const ins = db.prepare(
      `INSERT INTO sport_absences (player_id, team_id, kind, reason, from_ts, until_ts, source)
       VALUES (?, ?, 'injury', ?, ?, ?, 'simulated')`,
    );
    for (const [id, { team, sport, kickoffs }] of [...teams].sort((a, b) => a[0] - b[0])) {
      const players = team.players.map((p) => ({
        id: p.id,
        position: p.position,
        age: people.get(p.id)?.age ?? null,
        exposure: sport === 'basketball' ? (p.line?.mpg ?? 20) / 36 : (p.start ?? 0.5),
        proneness: proneness(sport, people.get(p.id), figures),
      }));
      const list = drawInjuries(
        seed,
        sport,
        id,
        players,
        [...new Set(kickoffs)].sort((a, b) => a - b),
      );
      this.injuries.set(id, list);
      for (const i of list) ins.run(i.playerId, i.teamId, i.reason, i.from, i.until);
    }
  }

  /**
   * The club's players who may play a match of this competition kicking off then: as the read path, the
   * injuries that keep them out at kickoff and the bans from the club's finished matches of the competition
   * that kicked off before it, in kickoff order (not the order the seed wrote them: a replay or a round moved
   * in the real calendar is played later than its round number says). The seed plays a season in kickoff
   * order (seed-matches.ts), so every one of those matches has been recorded by then.
   */
  squad(team: EngineTeam, leagueId: number, leagueShort: string, kickoff: number, sport: string): EngineTeam {
    const out = new Set(
      (this.injuries.get(team.id) ?? [])
        .filter((i) => i.from < kickoff && i.until > kickoff)
        .map((i) => i.playerId),
    );
    const before = (this.played.get(`${leagueId}/${team.id}`) ?? [])
      .filter((p) => p.kickoff < kickoff)
      .sort((a, b) => a.kickoff - b.kickoff || a.matchId - b.matchId);
    for (const b of bansStanding(sport, leagueShort, before)) out.add(b.playerId);
    return matchSquad(team, out);
  }

  /** A finished match's cards, for the bans of the clubs' later matches in the competition. */
  record(leagueId: number, matchId: number, kickoff: number, teamId: number, cards: CardLine[]): void {
    const key = `${leagueId}/${teamId}`;
    const list = this.played.get(key) ?? [];
    list.push({ matchId, kickoff, cards: cards.filter((c) => c.yellow > 0 || c.red > 0) });
    this.played.set(key, list);
  }
}

/**
 * The squad a match's script plays: the club's players without those out at kickoff. The seed (`squad` above)
 * and the script store (script-store.ts) build every script's squads with it.
 */
export function matchSquad(team: EngineTeam, out: ReadonlySet<number>): EngineTeam {
  return out.size ? { ...team, players: availablePlayers(team.players, out) } : team;
}

/**
 * The squad without the absent players; a club left without a keeper (its keepers hurt or banned) keeps the
 * absent keeper whose absence ends first — never happens with the minimum fit squads injuries keep, but a
 * line-up without a keeper would break the match.
 */
export function availablePlayers(players: readonly EnginePlayer[], out: ReadonlySet<number>): EnginePlayer[] {
  const fit = players.filter((p) => !out.has(p.id));
  const keepers = players.some((p) => p.position === 'G');
  if (keepers && !fit.some((p) => p.position === 'G')) {
    const keeper = players.find((p) => p.position === 'G');
    if (keeper) fit.push(keeper);
  }
  return fit;
}
