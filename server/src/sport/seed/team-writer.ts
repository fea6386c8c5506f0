import type { RawSqlite } from '../../db/database';
import type { EngineTeam } from '../engine/types';
import type { CompetitionDef } from './competitions';
import { FOREIGN_NATIONS, personName } from './names';
import { peopleYear, realClub, type RealPlayer } from './people';
import type { Rng } from './prng';
import { playerStats, squadShape } from './squad';

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
 * Inserts a club and its squad; ids continue from the highest existing ones. A club in the people table
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
    'INSERT INTO sport_players (id, team_id, name, name_en, number, position, nationality, age, height, weight, foot, skill, stats) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)',
  );
  let teamId = (db.prepare('SELECT max(id) n FROM sport_teams').get() as { n: number | null }).n ?? 0;
  let playerId = (db.prepare('SELECT max(id) n FROM sport_players').get() as { n: number | null }).n ?? 0;
  return ({ def, leagueId, strength, name, short, en, c1, c2, city, venue, group = null }) => {
    const real = realClub(def.sport, def.short, name);
    const coach = real?.coach?.name ?? personName(rng, def.chinese && rng.chance(0.6))[0];
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
      rng.int(1880, 2015),
      strength,
      group,
    );
    const team: EngineTeam = { id, name, shortName: short, strength, coach, players: [] };
    // Real players keep their shirt numbers: reserved before any generated player picks one.
    const numbers = new Set<number>(
      (real?.players ?? []).flatMap((p) => (p.number === null ? [] : [p.number])),
    );
    for (const [position, known] of squadSlots(def.sport, real?.players ?? [])) {
      const pid = ++playerId;
      const chinese = !known && def.chinese && rng.chance(def.sport === 'football' ? 0.82 : 0.85);
      const [pname, pen] = known ? [known.name, known.en] : personName(rng, chinese);
      const nationality = known
        ? known.nationality
        : chinese
          ? '中国'
          : rng.chance(0.65) && def.country !== '国际'
            ? def.country
            : rng.pick(FOREIGN_NATIONS);
      // A real player is one of the club's best: he starts ahead of the generated squad fillers.
      const skill =
        Math.round((strength * 0.6 + (known ? 0.3 + rng.next() * 0.1 : rng.next() * 0.4)) * 1000) / 1000;
      const number = known?.number ?? numberFor(rng, def.sport, position, numbers);
      numbers.add(number);
      const stats = playerStats(rng, def.sport, position, skill);
      const height =
        def.sport === 'football'
          ? position === 'G'
            ? rng.int(185, 198)
            : rng.int(168, 192)
          : position === 'C'
            ? rng.int(206, 221)
            : rng.int(185, 210);
      const weight = Math.round(height - 105 + rng.int(-6, 10));
      insPlayer.run(
        pid,
        id,
        pname,
        pen,
        number,
        position,
        nationality,
        known?.born ? year - known.born : rng.int(18, 35),
        height,
        weight,
        rng.pick(['右脚', '右脚', '左脚', '双脚']),
        skill,
        JSON.stringify(stats),
      );
      team.players.push({ id: pid, name: pname, number, position, skill, ppg: stats.ppg ?? 0 });
    }
    return team;
  };
}

/**
 * The squad's positions, each with the real player who fills it when the table has one. Football keeps
 * squadShape's order and counts, real players beyond their position's count joining at the end. Basketball
 * lists the real players first (a game uses the first 12 of the roster) and fills the 13 with generated ones.
 */
function squadSlots(sport: string, real: RealPlayer[]): Array<[string, RealPlayer | null]> {
  const shape = squadShape(sport);
  if (sport === 'basketball') {
    const listed = real.slice(0, shape.length);
    for (const p of listed) {
      const at = shape.indexOf(p.position);
      shape.splice(at < 0 ? shape.length - 1 : at, 1);
    }
    return [
      ...listed.map((p): [string, RealPlayer | null] => [p.position, p]),
      ...shape.map((position): [string, RealPlayer | null] => [position, null]),
    ];
  }
  const left = [...real];
  const slots = shape.map((position): [string, RealPlayer | null] => {
    const at = left.findIndex((p) => p.position === position);
    return [position, at < 0 ? null : (left.splice(at, 1)[0] ?? null)];
  });
  return [...slots, ...left.map((p): [string, RealPlayer | null] => [p.position, p])];
}

function numberFor(rng: Rng, sport: string, position: string, taken: Set<number>): number {
  const preferred =
    sport === 'football'
      ? ((
          { G: [1, 13, 12], D: [2, 3, 4, 5, 6], M: [8, 10, 6, 14], F: [9, 7, 11, 19] } as Record<
            string,
            number[]
          >
        )[position] ?? [])
      : [];
  for (const n of preferred) if (!taken.has(n)) return n;
  let n = rng.int(sport === 'football' ? 14 : 0, sport === 'football' ? 45 : 55);
  while (taken.has(n)) n = (n + 1) % 99;
  return n;
}
