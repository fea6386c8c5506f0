import {
  MATCH_STATUS_PHASE,
  type BasketballInPlay,
  type Forecast,
  type ForecastView,
  type InPlayPoint,
  type MatchStatus,
  type Sport,
} from '@jincheng/shared/core';
import { sql } from 'kysely';
import type { Exec } from '../../db/database';
import { all } from '../../db/query';
import { quarterLengthFor } from '../engine/script';
import {
  basketballElapsed,
  basketballInPlaySeries,
  basketballPeriods,
  footballInPlaySeries,
  MATCH_MINUTES,
} from './in-play';

/**
 * A match's in-play line (issue 50) from its stored plays (sport_events): the score changes, read onto the
 * game clock, through in-play.ts's math. Used by match-forecast.ts.
 */

/** The match as match-forecast.ts reads it. */
export interface MatchRow {
  id: number;
  sport: Sport;
  status: MatchStatus;
  minute: number | null;
  period: number | null;
  clock: number | null;
  periods: string;
  home_score: number | null;
  away_score: number | null;
  kickoff: number;
  season_id: number;
  home_id: number;
  away_id: number;
  simulated: number;
  held: string | null;
  current: number;
  league: string;
  home: string;
  away: string;
}

/**
 * The in-play line of a football match that has kicked off (in-play.ts): from the forecast shown and the
 * stored score changes, to the match's minute (90 once finished; extra time is not drawn). None for a finished
 * match whose stored goals do not make its score (a past season's imported result: scores only).
 */
export async function inPlayOf(
  exec: Exec,
  row: MatchRow,
  current: ForecastView | null,
): Promise<InPlayPoint[] | null> {
  const phase = MATCH_STATUS_PHASE[row.status];
  if (row.sport !== 'football' || current?.forecast.sport !== 'football') return null;
  if (phase !== 'live' && phase !== 'finished') return null;
  const upTo = phase === 'finished' ? MATCH_MINUTES : Number(row.minute ?? 0);
  const events = await all(
    exec,
    sql<{ minute: number; home_score: number; away_score: number }>`SELECT minute, home_score, away_score
      FROM sport_events WHERE match_id = ${row.id} ORDER BY id`,
  );
  const goals: Array<{ minute: number; home: number; away: number }> = [];
  let home = 0;
  let away = 0;
  for (const e of events)
    if (Number(e.home_score) !== home || Number(e.away_score) !== away) {
      home = Number(e.home_score);
      away = Number(e.away_score);
      goals.push({ minute: Number(e.minute), home, away });
    }
  // A result stored without its goals (the imported past seasons keep scores only) has no line to draw.
  if (phase === 'finished' && (home !== Number(row.home_score) || away !== Number(row.away_score)))
    return null;
  return footballInPlaySeries(current.forecast, goals, upTo);
}

/**
 * The in-play line of a basketball game that has tipped off (in-play.ts): from the forecast shown and the
 * stored scoring plays, to the game's clock (the final buzzer once finished, overtimes included). None for a
 * finished game whose stored plays do not make its score (a game stored with its score only), nor for a
 * forecast frozen before the fit's spread was stored whose fit cannot be made again as it was.
 */
export async function basketballInPlayOf(
  exec: Exec,
  row: MatchRow,
  current: ForecastView | null,
  refit: (cutoff: number) => Promise<Forecast | null>,
): Promise<BasketballInPlay | null> {
  const phase = MATCH_STATUS_PHASE[row.status];
  const f = current?.forecast;
  if (row.sport !== 'basketball' || f?.sport !== 'basketball') return null;
  if (phase !== 'live' && phase !== 'finished') return null;
  let marginSd = f.marginSd;
  if (marginSd === undefined) {
    const g = await refit(Date.parse(current!.cutoff) / 1000);
    if (g?.sport !== 'basketball' || Math.abs(g.margin - f.margin) > 1e-9) return null;
    marginSd = g.marginSd;
  }
  if (marginSd === undefined) return null;
  const quarter = quarterLengthFor(row.league) / 60;
  const events = await all(
    exec,
    sql<{ period: number; clock: number | null; home_score: number; away_score: number }>`SELECT period,
      clock, home_score, away_score FROM sport_events WHERE match_id = ${row.id} ORDER BY id`,
  );
  const scores: Array<{ minute: number; home: number; away: number }> = [];
  let home = 0;
  let away = 0;
  let played = 0;
  for (const e of events) {
    played = Math.max(played, Number(e.period));
    if (Number(e.home_score) !== home || Number(e.away_score) !== away) {
      home = Number(e.home_score);
      away = Number(e.away_score);
      scores.push({ minute: basketballElapsed(quarter, Number(e.period), Number(e.clock ?? 0)), home, away });
    }
  }
  let upTo: number;
  let periods: number;
  if (phase === 'finished') {
    // A result stored without its plays (a game of the seeded past keeps its score only) has no line to draw.
    if (home !== Number(row.home_score) || away !== Number(row.away_score)) return null;
    periods = Math.max(4, played, (JSON.parse(row.periods) as unknown[]).length);
    upTo = basketballPeriods(quarter, periods - 4).at(-1)!.to;
  } else {
    periods = Math.max(4, Number(row.period ?? 1));
    upTo = basketballElapsed(quarter, Number(row.period ?? 1), Number(row.clock ?? quarter * 60));
  }
  return {
    quarterMinutes: quarter,
    periods: basketballPeriods(quarter, periods - 4),
    points: basketballInPlaySeries({ margin: f.margin, marginSd }, quarter, scores, upTo),
  };
}
