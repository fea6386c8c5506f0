import { STAGE_LABELS, type CompetitionStage } from '@jincheng/shared/core';
import type { Section } from './content-text';
import type { StandingRow } from '@jincheng/shared/core';
import type { FactMatch, MatchFacts } from './match-facts';
import type { LeaderLine, ReportFigures } from './report-figures';

/** A football event a report reads (goals, VAR rulings, sendings-off), in match order. */
export interface ReportEvent {
  minute: number;
  stoppage: number;
  side: 'home' | 'away';
  kind: string;
  points: number;
  player_id: number | null;
  player: string;
}

export interface MatchReport {
  title: string;
  summary: string;
  sections: Section[];
}

/** What a report may say beyond the match itself: club names and the table around it. */
export interface ReportFacts {
  name(teamId: number): string;
  /** The season's table once the match was played, and before it (null when not known). */
  tables(m: FactMatch): { after: StandingRow[]; before: StandingRow[] | null };
}

/** The seed's facts: tables as they stood just before and just after the kickoff. */
export const seededFacts = (facts: MatchFacts): ReportFacts => ({
  name: (id) => facts.name(id),
  tables: (m) => ({
    after: facts.tableBefore(m.season_id, m.kickoff + 1),
    before: facts.tableBefore(m.season_id, m.kickoff),
  }),
});

type Side = 'home' | 'away';
const TABLE_STAGES = new Set(['regular', 'league_phase']);

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

/** "第3轮" for a league round, the stage's own name in a cup, nothing for basketball (no rounds). */
function occasion(m: FactMatch): string {
  if (m.sport === 'basketball')
    return m.stage === 'regular' ? '常规赛' : (STAGE_LABELS[m.stage as CompetitionStage] ?? '');
  return TABLE_STAGES.has(m.stage) ? `第${m.round}轮` : (STAGE_LABELS[m.stage as CompetitionStage] ?? '');
}

/** What the table says after the match: only the places as they stood once it was played. */
function tableLine(facts: ReportFacts, m: FactMatch, basketball: boolean): string | null {
  if (!TABLE_STAGES.has(m.stage)) return null;
  const { after, before } = facts.tables(m);
  const parts: string[] = [];
  for (const id of [m.home_id, m.away_id]) {
    const row = after.find((r) => r.team.id === id);
    if (!row || row.played === 0) continue;
    const was = before?.find((r) => r.team.id === id);
    const where = row.group ?? '';
    const record = basketball ? `战绩来到${row.won}胜${row.lost}负` : `${row.played}轮积${row.points}分`;
    const move =
      row.rank === 1 && was?.rank === 1 && (was?.played ?? 0) > 0
        ? `继续领跑${where}`
        : row.rank === 1 && before
          ? `升至${where}榜首`
          : row.rank === 1
            ? `位列${where}榜首`
            : `排名${where}第${row.rank}`;
    parts.push(`${facts.name(id)}${record}，${move}`);
  }
  return parts.length ? `赛后${parts.join('；')}。` : null;
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

const leaderText = (l: LeaderLine) =>
  `${l.name}得到${l.points}分${l.rebounds >= 5 ? `${l.rebounds}个篮板` : ''}${l.assists >= 5 ? `${l.assists}次助攻` : ''}`;

/**
 * 战报 of a finished basketball game in the game's own words: period scores, each side's top scorer from the box
 * score, a fourth-quarter turnaround (末节逆转) or a comeback only when the score went that way; no draws, no
 * goals, no relegation.
 */
export function basketballReport(
  facts: ReportFacts,
  m: FactMatch,
  league: string,
  figures: Extract<ReportFigures, { sport: 'basketball' }>,
): MatchReport {
  const name = { home: facts.name(m.home_id), away: facts.name(m.away_id) };
  const hs = m.home_score ?? 0;
  const as = m.away_score ?? 0;
  const winner: Side = hs > as ? 'home' : 'away';
  const loser: Side = winner === 'home' ? 'away' : 'home';
  const ws = Math.max(hs, as);
  const ls = Math.min(hs, as);
  const margin = ws - ls;
  const overtimes = figures.periods.length - 4;
  const verb = margin >= 20 ? '大胜' : margin <= 3 ? '险胜' : '击败';
  const paragraphs: string[] = [];
  paragraphs.push(
    `${league}${occasion(m)}，${name.away}客场挑战${name.home}，${name[winner]}${overtimes > 0 ? `经过${overtimes === 1 ? '' : overtimes}加时` : ''}以${ws}-${ls}${verb}${name[loser]}。`,
  );
  const per = (side: Side) => figures.periods.map((p) => p[side]).join('、');
  paragraphs.push(`各节得分：${name.away}${per('away')}，${name.home}${per('home')}。`);
  const sum = (side: Side) => figures.periods.slice(0, 3).reduce((n, p) => n + p[side], 0);
  const behindAfter3 = sum(loser) - sum(winner);
  const q4 = figures.periods[3];
  let turnaround = false;
  if (behindAfter3 > 0 && q4) {
    turnaround = true;
    paragraphs.push(
      overtimes > 0
        ? `${name[winner]}前三节战罢还落后${behindAfter3}分，末节打出${q4[winner]}-${q4[loser]}追平，在加时赛中胜出。`
        : `${name[winner]}前三节战罢还落后${behindAfter3}分，末节打出${q4[winner]}-${q4[loser]}，完成逆转。`,
    );
  } else if (figures.deficit[winner] >= 10) {
    turnaround = true;
    paragraphs.push(`${name[winner]}一度落后${figures.deficit[winner]}分，最终逆转取胜。`);
  }
  const lead = figures.leaders[winner];
  const other = figures.leaders[loser];
  paragraphs.push(
    `${name[winner]}方面，${leaderText(lead)}，是全队得分最多的球员；${name[loser]}的${leaderText(other)}。`,
  );
  const table = tableLine(facts, m, true);
  if (table) paragraphs.push(table);
  const how = turnaround ? '逆转' : verb;
  return {
    title: `【${league}战报】${lead.name}${lead.points}分，${name[winner]}${ws}-${ls}${how}${name[loser]}`,
    summary: paragraphs.slice(0, 2).join(''),
    sections: [{ title: '', paragraphs }],
  };
}
