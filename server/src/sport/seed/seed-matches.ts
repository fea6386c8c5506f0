import type { Db } from '../../db/database';
import { buildScript, stateAt } from '../engine/script';
import { stateColumns, type ScriptEvent } from '../engine/types';
import { addDays, dayStart, DAY_S, shanghaiDay } from '../time';
import { createRng } from './prng';
import type { PlannedMatch, PlannedSeason } from './schedule';

/** Kinds kept for matches older than the detailed window: enough for scorer tables and cards. */
const KEY_KINDS = new Set(['goal', 'penalty', 'own_goal', 'var', 'yellow', 'second_yellow', 'red']);
const FOOTBALL_LENGTH = 115 * 60;

export interface SeedMatchesResult {
  matches: number;
  byDay: Map<string, number>;
}

/**
 * Writes every season's matches. Matches before the anchor are played through their script up to the anchor
 * (finished, or live at the right minute); later ones are scheduled. A few are postponed, cancelled or TBD.
 */
export function seedMatches(
  db: Db,
  seed: string,
  seasons: PlannedSeason[],
  anchor: number,
): SeedMatchesResult {
  const anchorDay = shanghaiDay(anchor);
  const detailFrom = addDays(anchorDay, -1);
  pinToday(seed, seasons, anchor);
  const insSeason = db.prepare(
    'INSERT INTO sport_seasons (id, league_id, name, total_rounds, current_round) VALUES (?,?,?,?,?)',
  );
  const insMatch =
    db.prepare(`INSERT INTO sport_matches (id, sport, league_id, season_id, round, kickoff, day, kickoff_tbd,
    home_id, away_id, status, minute, stoppage, period, clock, home_score, away_score, home_ht, away_ht, home_yellow,
    away_yellow, home_red, away_red, home_corners, away_corners, periods, sim_t, sim_ev)
    VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const insEvent =
    db.prepare(`INSERT INTO sport_events (match_id, period, minute, stoppage, clock, side, kind, player_id,
    related_id, home_score, away_score, points, text) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const byDay = new Map<string, number>();
  let id = 0;
  for (const season of seasons) {
    const { league } = season;
    insSeason.run(league.id, league.id, season.name, season.totalRounds, season.currentRound);
    const rng = createRng(seed, 'status', league.id);
    for (const m of season.matches.sort((a, b) => a.round - b.round || a.kickoff - b.kickoff)) {
      const matchId = ++id;
      const day = shanghaiDay(m.kickoff);
      byDay.set(`${league.def.sport}/${day}`, (byDay.get(`${league.def.sport}/${day}`) ?? 0) + 1);
      const roll = rng.next();
      const base = [matchId, league.def.sport, league.id, league.id, m.round, m.kickoff, day];
      const teams = [m.home.id, m.away.id];
      if (m.kickoff > anchor || roll < 0.004) {
        // Off-pitch states: some future games are postponed, cancelled or wait for a kickoff time.
        const future = m.kickoff > anchor;
        const status = !future
          ? 'postponed'
          : roll < 0.006
            ? 'postponed'
            : roll < 0.008
              ? 'cancelled'
              : roll < 0.016 && day > anchorDay
                ? 'tbd'
                : 'scheduled';
        insMatch.run(
          ...base,
          status === 'tbd' ? 1 : 0,
          ...teams,
          status,
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
        );
        continue;
      }
      const script = buildScript(seed, league.def.sport, matchId, league.def.short, m.home, m.away);
      const t = anchor - m.kickoff;
      const s = stateAt(script, t);
      const live = s.status !== 'finished' && s.status !== 'abandoned';
      insMatch.run(
        ...base,
        0,
        ...teams,
        ...stateColumns(s),
        live ? Math.min(t, script.end) : script.end,
        s.visible,
      );
      const detailed = day >= detailFrom;
      writeEvents(insEvent, matchId, script.events.slice(0, s.visible), detailed);
    }
  }
  return { matches: id, byDay };
}

function writeEvents(
  ins: { run(...params: unknown[]): unknown },
  matchId: number,
  events: ScriptEvent[],
  all: boolean,
): void {
  let home = 0;
  let away = 0;
  for (const e of events) {
    if (e.side === 'home') home += e.points;
    if (e.side === 'away') away += e.points;
    if (!all && !KEY_KINDS.has(e.kind)) continue;
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

/**
 * Whatever the hour, today must show finished, live and upcoming games: move a few of today's kickoffs so
 * that some are in play at the anchor, some are over (when the day is old enough) and some are still to come.
 */
function pinToday(seed: string, seasons: PlannedSeason[], anchor: number): void {
  const rng = createRng(seed, 'pin', anchor);
  const today = shanghaiDay(anchor);
  const start = dayStart(today);
  for (const sport of ['football', 'basketball'] as const) {
    const todays: PlannedMatch[] = seasons
      .filter((s) => s.league.def.sport === sport)
      .flatMap((s) => s.matches.filter((m) => shanghaiDay(m.kickoff) === today));
    rng.shuffle(todays);
    const length = sport === 'football' ? FOOTBALL_LENGTH : 135 * 60;
    const liveCount = Math.max(sport === 'football' ? 12 : 4, Math.round(todays.length * 0.08));
    todays.slice(0, liveCount).forEach((m) => {
      m.kickoff = Math.max(start, Math.floor((anchor - rng.int(60, length - 900)) / 300) * 300);
    });
    if (anchor - start > length + 1800) {
      todays.slice(liveCount, liveCount * 2).forEach((m) => {
        m.kickoff = start + rng.int(0, Math.floor((anchor - length - 600 - start) / 300)) * 300;
      });
    }
    if (start + DAY_S - anchor > 1800) {
      todays.slice(liveCount * 2, liveCount * 3).forEach((m) => {
        m.kickoff = anchor + 600 + rng.int(0, Math.floor((start + DAY_S - anchor - 1200) / 300)) * 300;
      });
    }
  }
}
