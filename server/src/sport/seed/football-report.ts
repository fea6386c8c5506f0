import type { FactMatch } from './match-facts';
import type { ReportFigures } from './report-figures';
import {
  occasion,
  tableLine,
  type MatchReport,
  type ReportEvent,
  type ReportFacts,
  type Side,
} from './report-text';

const minuteOf = (e: Pick<ReportEvent, 'minute' | 'stoppage'>) =>
  e.stoppage > 0 ? `${e.minute}+${e.stoppage}` : `${e.minute}`;

/**
 * The goals that stand: every goal, penalty and own goal, less those a VAR review ruled out (a ruling-out
 * belongs to its player's latest goal before it, as the shot map reads it).
 */
export function countedGoals(events: ReportEvent[]): ReportEvent[] {
  return splitGoals(events).counted;
}

/** The goals that stand and those VAR ruled out, each in match order. */
function splitGoals(events: ReportEvent[]): { counted: ReportEvent[]; ruledOut: ReportEvent[] } {
  const counted: ReportEvent[] = [];
  const ruledOut: ReportEvent[] = [];
  for (const e of events) {
    if (['goal', 'penalty', 'own_goal'].includes(e.kind)) counted.push(e);
    if (e.kind === 'var' && e.points < 0) {
      const i = counted.findLastIndex((g) => g.kind === 'goal' && g.player_id === e.player_id);
      if (i >= 0) ruledOut.push(...counted.splice(i, 1));
    }
  }
  return { counted, ruledOut };
}

/** Goals per scorer of one side (own goals excluded: they count for the other side, not for a player). */
export function scorerTally(goals: ReportEvent[], side: Side): Map<string, ReportEvent[]> {
  const by = new Map<string, ReportEvent[]>();
  for (const g of goals.filter((x) => x.side === side && x.kind !== 'own_goal' && x.player))
    by.set(g.player, [...(by.get(g.player) ?? []), g]);
  return by;
}

/**
 * 战报 of a finished football match from its own events (scorers and minutes, VAR, sendings-off), the running
 * score they make (a comeback or a late winner only when the score went that way), the full-time statistics
 * and the table after it.
 */
export function footballReport(
  facts: ReportFacts,
  m: FactMatch,
  league: string,
  events: ReportEvent[],
  figures: Extract<ReportFigures, { sport: 'football' }> | undefined,
  /** A second leg's first-leg goals, from this match's sides (its home club was away then). */
  earlier: { home: number; away: number } | null = null,
): MatchReport {
  const name = { home: facts.name(m.home_id), away: facts.name(m.away_id) };
  const hs = m.home_score ?? 0;
  const as = m.away_score ?? 0;
  const winner: Side | null = hs > as ? 'home' : hs < as ? 'away' : null;
  const loser: Side | null = winner && (winner === 'home' ? 'away' : 'home');
  const { counted: goals, ruledOut } = splitGoals(events);
  const score = `${hs}-${as}`;
  const paragraphs: string[] = [];
  const verb = winner === null ? '战平' : winner === 'home' ? '战胜' : '负于';
  paragraphs.push(`${league}${occasion(m)}，${name.home}主场${score}${verb}${name.away}。`);
  if (earlier) {
    const [th, ta] = [hs + earlier.home, as + earlier.away];
    const through = th > ta ? name.home : th < ta ? name.away : null;
    paragraphs.push(
      `两回合总比分${name.home}${th}-${ta}${name.away}${through ? `，${through}晋级` : ''}（首回合${name.away}主场${earlier.away}-${earlier.home}）。`,
    );
  }

  // The running score, goal by goal.
  let h = 0;
  let a = 0;
  let winnerTrailed = false;
  let decider: ReportEvent | null = null;
  const lines: string[] = [];
  for (const g of goals) {
    const levelBefore = h === a;
    if (g.side === 'home') h++;
    else a++;
    if (winner && (winner === 'home' ? h < a : a < h)) winnerTrailed = true;
    if (winner && g.side === winner && levelBefore) decider = g;
    const who =
      g.kind === 'own_goal'
        ? `${name[g.side === 'home' ? 'away' : 'home']}的${g.player}自摆乌龙`
        : `${g.player}${g.kind === 'penalty' ? '点球命中' : '破门'}`;
    lines.push(`第${minuteOf(g)}分钟${who}，${name.home}${h}-${a}${name.away}`);
  }
  if (lines.length) paragraphs.push(`${lines.join('；')}。`);
  else paragraphs.push(`${name.home}与${name.away}互交白卷，全场没有进球。`);

  const feats: string[] = [];
  for (const side of ['home', 'away'] as const)
    for (const [player, gs] of scorerTally(goals, side)) {
      if (gs.length < 2) continue;
      const pens = gs.filter((g) => g.kind === 'penalty').length;
      const feat = gs.length === 2 ? '梅开二度' : gs.length === 3 ? '上演帽子戏法' : `独进${gs.length}球`;
      feats.push(`${name[side]}的${player}${feat}${pens ? `（含${pens}粒点球）` : ''}`);
    }
  if (feats.length) paragraphs.push(`${feats.join('，')}。`);

  const late = decider && decider.minute >= 85 && goals.at(-1) === decider;
  if (winner && loser && winnerTrailed) paragraphs.push(`${name[winner]}一度落后，最终完成逆转。`);
  if (winner && late && decider)
    paragraphs.push(
      `第${minuteOf(decider)}分钟的进球成为制胜球，${name[winner]}绝杀${name[loser as Side]}。`,
    );
  for (const g of ruledOut)
    paragraphs.push(`第${minuteOf(g)}分钟${name[g.side]}的${g.player}一度破门，但经VAR复核被判无效。`);
  for (const e of events.filter((x) => x.kind === 'red' || x.kind === 'second_yellow'))
    paragraphs.push(
      `第${minuteOf(e)}分钟，${name[e.side]}的${e.player}${e.kind === 'red' ? '吃到直接红牌' : '两黄变一红'}被罚下。`,
    );

  if (figures) {
    const [ph, pa] = figures.possession;
    const [sh, sa] = figures.shots;
    const [oh, oa] = figures.onTarget;
    const [xh, xa] = figures.xg;
    let stats = `全场${name.home}控球率${ph}%、${name.away}${pa}%；射门${sh}-${sa}，射正${oh}-${oa}；预期进球（xG）${xh.toFixed(2)}-${xa.toFixed(2)}。`;
    const xgWinner: Side | null = xh > xa + 0.5 ? 'home' : xa > xh + 0.5 ? 'away' : null;
    if (xgWinner && loser === xgWinner) stats += `从xG看，${name[xgWinner]}创造的机会更多，却没能拿下比赛。`;
    else if (xgWinner && winner === null) stats += `从xG看，${name[xgWinner]}的机会更多，却没能赢下比赛。`;
    paragraphs.push(stats);
  }
  const table = tableLine(facts, m, false);
  if (table) paragraphs.push(table);

  const braces = (winner === 'away' ? (['away', 'home'] as const) : (['home', 'away'] as const)).flatMap(
    (side) => [...scorerTally(goals, side)].filter(([, gs]) => gs.length >= 2),
  );
  const star = braces[0];
  const result =
    winner === null
      ? `${name.home}${score}战平${name.away}`
      : `${name[winner]}${winner === 'home' ? '主场' : '客场'}${winner === 'home' ? score : `${as}-${hs}`}${winnerTrailed ? '逆转' : late ? '绝杀' : '击败'}${name[loser as Side]}`;
  const hook = star
    ? `${star[0]}${star[1].length === 2 ? '梅开二度' : star[1].length === 3 ? '帽子戏法' : `独进${star[1].length}球`}，`
    : '';
  return {
    title: `【${league}战报】${hook}${result}`,
    summary: paragraphs.slice(0, 2).join(''),
    sections: [{ title: '', paragraphs }],
  };
}
