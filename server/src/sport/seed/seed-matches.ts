import type { RawSqlite } from '../../db/database';
import { cupContext } from '../engine/football-script';
import { LINE_COLUMNS, lineRow, matchLines } from '../engine/match-lines';
import { heldColumn } from '../engine/held';
import { matchRecord } from '../engine/match-record';
import { recordRow } from '../facts/match-records';
import { buildScript, stateAt } from '../engine/script';
import { stateColumns, type ScriptEvent } from '../engine/types';
import { addDays, DAY_S, shanghaiDay } from '../time';
import { drawKnockouts, type WriteMatch } from './knockout-draw';
import { writeNbaCupKnockout } from './nba-cup-draw';
import { reportFigures, type ReportFigures } from './report-figures';
import { createRng, type Rng } from './prng';
import { Replays } from './replays';
import type { PlannedSeason } from './schedule';
import { cardLineOf } from '../absences/absence-read';
import type { SeedAbsences } from '../absences/seed-absences';

/**
 * Whether a scripted event is stored as a timeline row: every event of a match in the detailed window (yesterday
 * on); before it, every football event but the commentary (a finished match must never lose its substitutions:
 * a substitute booked after coming on would read as a player booked who never played), and a basketball game's
 * play-by-play for the last TIMELINE_DAYS only (news and 战报 read the rows; the page reads the play-by-play
 * from the game's record, facts/match-records.ts, so an older game keeps no rows).
 */
export function keepsEvent(sport: string, kind: string, detailed: boolean, recent = true): boolean {
  if (detailed) return true;
  return sport === 'football' ? kind !== 'comment' : recent;
}

/** Days before the anchor whose basketball games keep their play-by-play rows (news looks back six). */
export const TIMELINE_DAYS = 7;

/** Days before the anchor whose finished matches get a 战报 (seed-content.ts reads the figures kept for them). */
export const REPORT_DAYS = 18;

// minute … periods, sim_t, sim_ev of a match that has not been played.
const NOT_PLAYED = [
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  0,
  0,
  0,
  0,
  null,
  null,
  '[]',
  null,
  0,
] as const;

export interface SeedMatchesResult {
  matches: number;
  byDay: Map<string, number>;
  /** What the 战报 quote of each recently finished match (the last two weeks), by match id. */
  figures: Map<number, ReportFigures>;
}

/**
 * Writes every season's matches. Matches before the anchor are played through their script up to the anchor
 * (finished, or live at the right minute); later ones are scheduled. A few league games are postponed,
 * cancelled (football only) or TBD; cup games never are (a knock-out tie needs both legs). UEFA knock-out fixtures are drawn
 * from the league-phase table once it is written (knockout-draw.ts).
 */
export function seedMatches(
  db: RawSqlite,
  seed: string,
  seasons: PlannedSeason[],
  anchor: number,
  absences: SeedAbsences | null = null,
): SeedMatchesResult {
  const anchorDay = shanghaiDay(anchor);
  const detailFrom = addDays(anchorDay, -1);
  const timelineFrom = addDays(anchorDay, -TIMELINE_DAYS);
  const insSeason = db.prepare(
    'INSERT INTO sport_seasons (id, league_id, name, total_rounds, current_round, stages, first_day) VALUES (?,?,?,?,?,?,?)',
  );
  const insMatch =
    db.prepare(`INSERT INTO sport_matches (id, sport, league_id, season_id, round, kickoff, day, kickoff_tbd,
    home_id, away_id, status, minute, stoppage, period, clock, home_score, away_score, home_ht, away_ht, home_yellow,
    away_yellow, home_red, away_red, home_corners, away_corners, periods, sim_t, sim_ev, stage, leg, tie_id, grp, held)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insEvent =
    db.prepare(`INSERT INTO sport_events (match_id, period, minute, stoppage, clock, side, kind, player_id,
    related_id, home_score, away_score, points, text) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insLine = db.prepare(
    `INSERT INTO sport_player_lines (${LINE_COLUMNS.join(', ')}) VALUES (${LINE_COLUMNS.map((c) => `@${c}`).join(', ')})`,
  );
  const insRecord = db.prepare(
    'INSERT INTO sport_match_records (match_id, sport, record) VALUES (@match_id, @sport, @record)',
  );
  const firstLeg = db.prepare('SELECT home_score home, away_score away FROM sport_matches WHERE id = ?');
  const byDay = new Map<string, number>();
  const figures = new Map<number, ReportFigures>();
  let id = 0;
  const writer =
    (season: PlannedSeason, rng: Rng): WriteMatch =>
    (m, tieId = null) => {
      const { league } = season;
      const matchId = ++id;
      const day = shanghaiDay(m.kickoff);
      const sport = league.def.sport;
      byDay.set(`${sport}/${day}`, (byDay.get(`${sport}/${day}`) ?? 0) + 1);
      const roll = rng.next();
      const cup = m.stage !== 'regular';
      // A real fixture's real result, which its script is held to (engine/held.ts).
      const held = m.real?.held ?? null;
      const rest = [m.stage, m.leg, tieId, m.group, heldColumn(held)] as const;
      const head = (status: string, tbd: number) =>
        [
          matchId,
          sport,
          league.id,
          league.id,
          m.round,
          m.kickoff,
          day,
          tbd,
          m.home.id,
          m.away.id,
          status,
        ] as const;
      // A postponed game is played later in the season: only the last three weeks still have one waiting.
      // Real fixtures keep their real state: none is made up as postponed, cancelled or waiting for a time.
      // A fixture the league really postponed is called off once its date has come (replayed below).
      const fixed = cup || m.real !== undefined;
      const postponed = m.real?.postponed
        ? m.kickoff <= anchor
        : !fixed && roll < 0.004 && anchor - m.kickoff < 21 * DAY_S;
      if (m.kickoff > anchor || postponed) {
        // Off-pitch states: some future games are postponed, cancelled or wait for a kickoff time. A basketball
        // league calls no game off for good: every club plays its full schedule, so a lost night is postponed.
        const status = postponed
          ? 'postponed'
          : fixed
            ? 'scheduled'
            : roll < 0.006
              ? 'postponed'
              : roll < 0.008
                ? sport === 'basketball'
                  ? 'postponed'
                  : 'cancelled'
                : roll < 0.016 && day > anchorDay
                  ? 'tbd'
                  : 'scheduled';
        insMatch.run(...head(status, status === 'tbd' ? 1 : 0), ...NOT_PLAYED, ...rest);
        return { id: matchId, status, homeScore: 0, awayScore: 0 };
      }
      const first =
        tieId === null ? undefined : (firstLeg.get(tieId) as { home: number; away: number } | undefined);
      const context = cupContext(m.stage, m.leg, first ?? null);
      // Injured and suspended players are left out (absences/): the script plays the squads that may play.
      const squad = (team: typeof m.home) =>
        absences ? absences.squad(team, league.id, league.def.short, m.kickoff, league.def.sport) : team;
      const script = buildScript(
        seed,
        sport,
        matchId,
        league.def.short,
        squad(m.home),
        squad(m.away),
        context,
        held,
      );
      const t = anchor - m.kickoff;
      const s = stateAt(script, t);
      const live = s.status !== 'finished' && s.status !== 'abandoned';
      insMatch.run(
        ...head(s.status, 0),
        ...stateColumns(s).slice(1),
        live ? Math.min(t, script.end) : script.end,
        s.visible,
        ...rest,
      );
      writeEvents(
        insEvent,
        matchId,
        script.events.slice(0, s.visible),
        sport,
        day >= detailFrom,
        day >= timelineFrom,
      );
      // An ended match is stored whole: its record (what its page shows), beside its timeline and lines.
      if (!live) insRecord.run(recordRow(matchId, matchRecord(script, script.end)));
      if (s.status === 'finished') {
        const lines = matchLines(script, script.end);
        for (const l of lines)
          insLine.run(lineRow(matchId, league.id, l.side === 'home' ? m.home.id : m.away.id, l));
        for (const side of ['home', 'away'] as const)
          absences?.record(
            league.id,
            matchId,
            m.kickoff,
            m[side].id,
            lines.filter((l) => l.side === side).map((l) => cardLineOf(league.def.sport, l)),
          );
      }
      if (s.status === 'finished' && m.kickoff > anchor - REPORT_DAYS * DAY_S)
        figures.set(matchId, reportFigures(script));
      return { id: matchId, status: s.status, homeScore: s.homeScore, awayScore: s.awayScore };
    };
  const replays = new Replays(seed, seasons);
  for (const season of seasons) {
    const { league } = season;
    insSeason.run(
      league.id,
      league.id,
      season.name,
      season.totalRounds,
      season.currentRound,
      JSON.stringify(season.stages),
      season.firstDay,
    );
    const write = writer(season, createRng(seed, 'status', league.id));
    // The season is played in kickoff order, as the clubs play it: a match's bans come from the cards of the
    // club's matches that kicked off before it (absences/), whatever their round — a replay, or a round the
    // real calendar moved, is played when it is played.
    // (season.matches itself stays in round order, as the knock-out draws after this read it.)
    season.matches.sort((a, b) => a.round - b.round || a.kickoff - b.kickoff);
    const queue = [...season.matches].sort((a, b) => a.kickoff - b.kickoff || a.round - b.round);
    for (let i = 0; i < queue.length; i++) {
      const m = queue[i]!;
      const { status } = write(m);
      // A 腰斩 or postponed league match is played again later in the season (replays.ts), in its turn.
      if ((status === 'abandoned' || status === 'postponed') && m.stage === 'regular') {
        const again = replays.plan(season, m);
        let at = i + 1;
        while (at < queue.length && queue[at]!.kickoff <= again.kickoff) at++;
        queue.splice(at, 0, again);
      }
    }
    if (season.stages.length) drawKnockouts(db, season, write);
    if (season.nbaCup) writeNbaCupKnockout(db, season, write);
  }
  return { matches: id, byDay, figures };
}

function writeEvents(
  ins: { run(...params: unknown[]): unknown },
  matchId: number,
  events: ScriptEvent[],
  sport: string,
  detailed: boolean,
  recent: boolean,
): void {
  let home = 0;
  let away = 0;
  for (const e of events) {
    if (e.side === 'home') home += e.points;
    if (e.side === 'away') away += e.points;
    if (!keepsEvent(sport, e.kind, detailed, recent)) continue;
    ins.run(
      matchId,
      e.period,
      e.minute,
      e.stoppage,
      e.clock,
      e.side,
      e.kind,
      e.playerId,
      e.relatedId,
      home,
      away,
      e.points,
      e.text,
    );
  }
}
