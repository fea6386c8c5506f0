import { basketballBox } from '../engine/basketball-box';
import { footballStats } from '../engine/football-state';
import { stateAt, type AnyScript } from '../engine/script';

type Pair = [number, number];

/** A player's line as a basketball report quotes it. */
export interface LeaderLine {
  name: string;
  points: number;
  rebounds: number;
  assists: number;
}

/** The figures of a finished match a report quotes that the events table does not keep. */
export type ReportFigures =
  | { sport: 'football'; possession: Pair; shots: Pair; onTarget: Pair; xg: Pair }
  | {
      sport: 'basketball';
      /** Points per period, regulation then overtime. */
      periods: Array<{ home: number; away: number }>;
      leaders: { home: LeaderLine; away: LeaderLine };
      /** The largest deficit each side faced during the game. */
      deficit: { home: number; away: number };
    };

/**
 * Read off the finished script, the same one the detail page plays: the football statistics the 技术统计 tab shows
 * at full time, and for basketball the period scores, each side's top scorer from the box score and the runs.
 */
export function reportFigures(script: AnyScript): ReportFigures {
  const end = stateAt(script, script.end);
  if (script.sport === 'football') {
    const s = footballStats(script.script, end, script.end);
    return {
      sport: 'football',
      possession: s.possession as Pair,
      shots: s.shots as Pair,
      onTarget: s.shotsOnTarget as Pair,
      xg: s.expectedGoals as Pair,
    };
  }
  const box = basketballBox(script.script, script.end, script.events);
  const leader = (rows: typeof box.home): LeaderLine => {
    const top = [...rows].sort((a, b) => b.points - a.points || b.efficiency - a.efficiency)[0];
    return {
      name: top?.name ?? '',
      points: top?.points ?? 0,
      rebounds: top?.rebounds ?? 0,
      assists: top?.assists ?? 0,
    };
  };
  let home = 0;
  let away = 0;
  const deficit = { home: 0, away: 0 };
  for (const e of script.events) {
    if (e.side === 'home') home += e.points;
    if (e.side === 'away') away += e.points;
    deficit.home = Math.max(deficit.home, away - home);
    deficit.away = Math.max(deficit.away, home - away);
  }
  return {
    sport: 'basketball',
    periods: end.periods,
    leaders: { home: leader(box.home), away: leader(box.away) },
    deficit,
  };
}
