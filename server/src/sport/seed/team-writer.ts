import type { RawSqlite } from '../../db/database';
import type { EngineTeam } from '../engine/types';
import type { CompetitionDef } from './competitions';
import { foundedYear } from './club-founded';
import { personName } from './names';
import { GENERATED_PLAYER_BASE, peopleYear, realClub, realPlayerId } from './people';
import { withFootballRates } from './player-figures';
import { createRng, type Rng } from './prng';
import { drawSquad, type SquadMember } from './squad-members';

/**
 * A generated player's birthday (his age in the seeded year, a day from his id); a real player's comes from
 * the table or stays null.
 */
function generatedBirthDate(m: SquadMember, year: number, id: number): string | null {
  if (m.real || m.age === null) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year - m.age}-${pad((id % 12) + 1)}-${pad((id % 28) + 1)}`;
}

export interface TeamSpec {
  def: CompetitionDef;
  leagueId: number;
  strength: number;
  name: string;
  short: string;
  en: string;
  c1: string;
  c2: string;
  city: string;
  venue: string;
  /** NBA conference (东部/西部); null elsewhere. */
  group?: string | null;
}

/**
 * Inserts a club and its squad; a real player takes his stable id (people ids.json), other ids continue from
 * the highest existing ones (generated players above GENERATED_PLAYER_BASE). A club in the people table
 * (seed/people.ts) gets its real coach and its real players as the core of the squad, the rest of the
 * squad's shape filled with generated players; other clubs are generated throughout. Real players' ages
 * count from `year` (the seeded season's).
 */
export function createTeamWriter(
  db: RawSqlite,
  rng: Rng,
  year: number = peopleYear(),
): (spec: TeamSpec) => EngineTeam {
  const insTeam = db.prepare(
    'INSERT INTO sport_teams (id, sport, league_id, name, short_name, name_en, color1, color2, city, venue, coach, founded, strength, grp) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
  );
  const insPlayer = db.prepare(
    'INSERT INTO sport_players (id, team_id, name, name_en, number, position, nationality, age, birth_date, height, weight, foot, is_real, skill, stats, aliases) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
  );
  let teamId = (db.prepare('SELECT max(id) n FROM sport_teams').get() as { n: number | null }).n ?? 0;
  const highest = db
    .prepare('SELECT max(id) n FROM sport_players WHERE id > ?')
    .get(GENERATED_PLAYER_BASE) as {
    n: number | null;
  };
  let playerId = highest.n ?? GENERATED_PLAYER_BASE;
  return ({ def, leagueId, strength, name, short, en, c1, c2, city, venue, group = null }) => {
    const real = realClub(def.sport, def.short, name);
    // Drawn for every club, so a real coach leaves the seed's other draws where they were.
    const generatedCoach = personName(rng, def.chinese && rng.chance(0.6))[0];
    const coach = real?.coach?.name ?? generatedCoach;
    const id = ++teamId;
    insTeam.run(
      id,
      def.sport,
      leagueId,
      name,
      short,
      en,
      c1,
      c2,
      city,
      venue,
      coach,
      foundedYear(name, rng.int(1880, 2015)),
      strength,
      group,
    );
    const team: EngineTeam = { id, name, shortName: short, strength, coach, players: [] };
    const own = createRng('people', def.short, name);
    for (const m of drawSquad(rng, own, { def, strength, real: real?.players ?? [], year })) {
      const pid = m.real ? realPlayerId(def.sport, m.en) : ++playerId;
      insPlayer.run(
        pid,
        id,
        m.name,
        m.en,
        m.number,
        m.position,
        m.nationality,
        m.age,
        m.birthDate ?? generatedBirthDate(m, year, pid),
        m.height,
        m.weight,
        m.foot,
        m.real ? 1 : 0,
        m.skill,
        JSON.stringify(m.stats),
        m.aliases.join('/'),
      );
      team.players.push(
        withFootballRates(
          def.sport,
          {
            id: pid,
            name: m.name,
            number: m.number,
            position: m.position,
            skill: m.skill,
            ppg: m.stats.ppg ?? 0,
            ...(m.stats.line ? { line: m.stats.line } : {}),
          },
          m.en,
          m.real,
        ),
      );
    }
    // In id order, as every later reader loads a squad (script-store.ts `ORDER BY id`): a real player's id is
    // his own (ids.json), not his place in the draw, and the engine's picks follow the array's order.
    team.players.sort((a, b) => a.id - b.id);
    return team;
  };
}
