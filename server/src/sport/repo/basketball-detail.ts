import type {
  BasketballMatchDetail,
  BasketballTeamStats,
  BoxScoreRow,
  PlayByPlayEntry,
} from '@jincheng/shared/core';
import { periodLabel } from '@jincheng/shared/core';
import type { SportContext } from '../context';
import type { BasketballScript } from '../engine/basketball-script';
import { basketballBox } from '../engine/basketball-box';
import { basketballState } from '../engine/basketball-state';
import { eventRows } from './event-rows';
import type { MatchRow } from './match-rows';

type Part = Pick<BasketballMatchDetail, 'quarters' | 'teamStats' | 'boxScore' | 'playByPlay'>;

/** Quarter scores, team totals, box score and play-by-play of a game at `t` seconds after tip-off. */
export async function basketballDetail(
  ctx: SportContext,
  row: MatchRow,
  script: BasketballScript,
  t: number,
): Promise<Part> {
  const state = basketballState(script, t);
  const quarters = state.periods.map((p, i) => ({ label: periodLabel(i + 1), home: p.home, away: p.away }));
  if (t < 0) return { quarters, teamStats: null, boxScore: null, playByPlay: [] };
  const visible = script.events.slice(0, state.visible);
  const { home, away } = basketballBox(script, t, visible);
  const totals = (rows: BoxScoreRow[]): BasketballTeamStats => {
    const sum = (k: keyof BasketballTeamStats) => rows.reduce((n, r) => n + (r[k] as number), 0);
    return {
      points: sum('points'),
      fieldGoalsMade: sum('fieldGoalsMade'),
      fieldGoalsAttempted: sum('fieldGoalsAttempted'),
      threesMade: sum('threesMade'),
      threesAttempted: sum('threesAttempted'),
      freeThrowsMade: sum('freeThrowsMade'),
      freeThrowsAttempted: sum('freeThrowsAttempted'),
      rebounds: sum('rebounds'),
      assists: sum('assists'),
      steals: sum('steals'),
      blocks: sum('blocks'),
      turnovers: sum('turnovers'),
      fouls: sum('fouls'),
    };
  };
  // Stored play-by-play exists for the detailed window; older games fall back to the script itself.
  const stored = await eventRows(ctx, row.id);
  const playByPlay: PlayByPlayEntry[] = (stored.length ? stored : scriptRows(visible))
    .map((e, i) => ({
      id: e.id || i + 1,
      period: e.period,
      clock: e.clock ?? 0,
      side: e.side,
      kind: e.kind as PlayByPlayEntry['kind'],
      points: e.points,
      playerId: e.player_id,
      playerName: e.p_name,
      score: { home: e.home_score, away: e.away_score },
      text: e.text,
    }))
    .reverse();
  return {
    quarters,
    teamStats: { home: totals(home), away: totals(away) },
    boxScore: { home, away },
    playByPlay,
  };
}

function scriptRows(events: BasketballScript['events']) {
  let home = 0;
  let away = 0;
  return events.map((e) => {
    if (e.side === 'home') home += e.points;
    if (e.side === 'away') away += e.points;
    return {
      id: 0,
      period: e.period,
      clock: e.clock,
      side: e.side,
      kind: e.kind,
      points: e.points,
      player_id: e.playerId,
      p_name: null as string | null,
      home_score: home,
      away_score: away,
      text: e.text,
    };
  });
}
