import type { RawSqlite } from '../../db/database';
import type { EngineTeam } from '../engine/types';
import { bracketTies } from '../repo/bracket';
import type { StageLeg } from './cup-calendar';
import { slotOn, type PlannedMatch, type PlannedSeason } from './schedule';
import { seededTable } from './seed-table';

/**
 * What the knock-out draw needs back from a written fixture. Declared here, the side that needs it, so that
 * seed-matches.ts imports this file and not the other way round too.
 */
export interface WrittenMatch {
  id: number;
  status: string;
  homeScore: number;
  awayScore: number;
}

export type WriteMatch = (m: PlannedMatch, tieId?: number | null) => WrittenMatch;

/**
 * The UEFA knock-out rounds that fall before the anchor's week are drawn from results, as the real ones are:
 * the play-offs pair league-phase 9th–24th (9 v 24 … 16 v 17), the round of 16 puts the top eight against the
 * play-off winners (bracket in repo/bracket.ts). The lower seed is at home first; the second leg decides.
 */
export function drawKnockouts(db: RawSqlite, season: PlannedSeason, write: WriteMatch): void {
  const teams = new Map(season.league.teams.map((t) => [t.id, t]));
  const winners = new Map<number, number>();
  const table = seededTable(db, season.league.id);
  for (const stage of season.stages) {
    const legs = stage.legs.filter((l) => l.round <= season.totalRounds);
    if (!legs.length) break;
    const ties = bracketTies(stage.stage, table, winners);
    if (!ties) break;
    ties.forEach((tie, i) => {
      const high = tie.high === null ? undefined : teams.get(tie.high);
      const low = tie.low === null ? undefined : teams.get(tie.low);
      if (!high || !low) return;
      let first: { id: number; homeScore: number; awayScore: number } | null = null;
      legs.forEach((leg, n) => {
        const [home, away] = n === 0 ? [low, high] : [high, low];
        const written = write(
          fixture(season, leg, i, ties.length, home, away, stage.stage),
          first?.id ?? null,
        );
        if (!first) {
          first = written;
          db.prepare('UPDATE sport_matches SET tie_id = id WHERE id = ?').run(written.id);
        } else if (written.status === 'finished') {
          const highGoals = first.awayScore + written.homeScore;
          const lowGoals = first.homeScore + written.awayScore;
          winners.set(tie.key, highGoals > lowGoals ? high.id : low.id);
        }
      });
    });
  }
}

function fixture(
  season: PlannedSeason,
  leg: StageLeg,
  index: number,
  ties: number,
  home: EngineTeam,
  away: EngineTeam,
  stage: PlannedMatch['stage'],
): PlannedMatch {
  const date = leg.dates[Math.floor((index * leg.dates.length) / ties)] ?? (leg.dates[0] as string);
  // Two ties a night start early (18:45 CET), the rest at 21:00.
  const r = index % 4 === 0 ? 0 : 0.99;
  return {
    leagueId: season.league.id,
    round: leg.round,
    kickoff: slotOn(season.window, season.window.tz, date, r),
    home,
    away,
    stage,
    leg: leg.leg,
    group: null,
    tz: season.window.tz,
    localDate: date,
    fixed: true,
  };
}
