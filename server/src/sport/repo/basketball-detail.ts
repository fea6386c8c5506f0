import type {
  BasketballMatchDetail,
  BasketballTeamStats,
  BoxScoreRow,
  PlayByPlayEntry,
} from '../../../../shared/src/api/sport';
import type { SportContext } from '../context';
import { periodLabel, type BasketballScript } from '../engine/basketball-script';
import { basketballState } from '../engine/basketball-state';
import { eventRows } from './match-detail';
import type { MatchRow } from './match-rows';

type Part = Pick<BasketballMatchDetail, 'quarters' | 'teamStats' | 'boxScore' | 'playByPlay'>;

/** Box score from the script up to `t`: scoring lines are exact, the rest grow with the share of the game played. */
export function basketballDetail(
  ctx: SportContext,
  row: MatchRow,
  script: BasketballScript,
  t: number,
): Part {
  const state = basketballState(script, t);
  const quarters = state.periods.map((p, i) => ({ label: periodLabel(i + 1), home: p.home, away: p.away }));
  if (t < 0) return { quarters, teamStats: null, boxScore: null, playByPlay: [] };
  const share = Math.max(0, Math.min(1, t / script.end));
  const visible = script.events.slice(0, state.visible);
  const box = (side: 'home' | 'away'): BoxScoreRow[] =>
    script.rosters[side].map((p) => {
      const mine = visible.filter((e) => e.playerId === p.id);
      const made = (kind: string) => mine.filter((e) => e.kind === kind).length;
      const x = script.extras.get(p.id);
      const g = (n: number | undefined) => Math.round((n ?? 0) * share);
      const fgm = made('score2') + made('score3');
      return {
        playerId: p.id,
        name: p.name,
        number: p.number,
        position: p.position,
        starter: script.starters[side].includes(p.id),
        minutes: g(x?.minutes),
        points: mine.reduce((n, e) => n + e.points, 0),
        fieldGoalsMade: fgm,
        fieldGoalsAttempted: fgm + g(x?.missed2) + g(x?.missed3),
        threesMade: made('score3'),
        threesAttempted: made('score3') + g(x?.missed3),
        freeThrowsMade: made('free_throw'),
        freeThrowsAttempted: made('free_throw') + g(x?.missedFt),
        rebounds: g(x?.rebounds),
        assists: g(x?.assists),
        steals: g(x?.steals),
        blocks: g(x?.blocks),
        turnovers: g(x?.turnovers),
        fouls: mine.filter((e) => e.kind === 'foul').length,
      };
    });
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
  const home = box('home');
  const away = box('away');
  // Stored play-by-play exists for the detailed window; older games fall back to the script itself.
  const stored = eventRows(ctx, row.id);
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
