import { STAGE_LABELS, type CompetitionStage } from '@jincheng/shared/core';
import type { RawSqlite } from '../../db/database';
import { DAY_S } from '../time';
import type { Section } from './match-brief';
import { type FactMatch, type MatchFacts, type TeamResult } from './match-facts';
import type { Rng } from './prng';

export interface NewsItem {
  sport: string;
  leagueId: number;
  league: string;
  title: string;
  summary: string;
  sections: Section[];
  publishedAt: number;
}

interface TopScorer {
  player: string;
  team: number;
  points: number;
}

interface Goal {
  minute: number;
  side: string;
  player: string;
  kind: string;
}

/** How many of a team's latest results in a row meet `test` (a run of wins, of games without a win…). */
function run(results: TeamResult[], test: (r: TeamResult) => boolean): number {
  let n = 0;
  for (let i = results.length - 1; i >= 0 && test(results[i] as TeamResult); i--) n++;
  return n;
}

/**
 * News built from what happened: each finished hot-league game of the last days (scorers and minutes from
 * sport_events, the winner's run after it), and each hot league's leader and the gap behind him. No item
 * repeats a sentence another item used.
 */
export function newsItems(
  db: RawSqlite,
  facts: MatchFacts,
  rng: Rng,
  anchor: number,
  hot: Map<number, string>,
  max: number,
): NewsItem[] {
  const goalsOf = db.prepare(
    `SELECT e.minute, e.side, e.kind, COALESCE(p.name, '') player FROM sport_events e
    LEFT JOIN sport_players p ON p.id = e.player_id
    WHERE e.match_id = ? AND e.kind IN ('goal', 'penalty', 'own_goal', 'red', 'second_yellow') ORDER BY e.id`,
  );
  const topOf = db.prepare(
    `SELECT p.name player, p.team_id team, SUM(e.points) points FROM sport_events e
    JOIN sport_players p ON p.id = e.player_id WHERE e.match_id = ? AND e.points > 0
    GROUP BY e.player_id, p.name, p.team_id ORDER BY points DESC, e.player_id LIMIT 1`,
  );
  const used = new Set<string>();
  const out: NewsItem[] = [];
  const add = (item: NewsItem) => {
    const sentences = [item.title, ...item.sections.flatMap((s) => s.paragraphs)].flatMap((p) =>
      p.split(/(?<=[。！？])/).filter(Boolean),
    );
    if (sentences.some((s) => used.has(s))) return;
    for (const s of sentences) used.add(s);
    out.push(item);
  };
  const recent = facts.matches
    .filter(
      (m) =>
        hot.has(m.league_id) &&
        m.status === 'finished' &&
        m.kickoff > anchor - 6 * DAY_S &&
        m.kickoff + 3 * 3600 < anchor - 300,
    )
    .reverse();
  for (const [leagueId, league] of hot) {
    const m = [...facts.matches]
      .reverse()
      .find((x) => x.league_id === leagueId && ['regular', 'league_phase'].includes(x.stage));
    if (!m || out.length >= max) continue;
    const table = facts.tableBefore(m.season_id, anchor);
    for (const group of [...new Set(table.map((r) => r.group))]) {
      const rows = table.filter((r) => r.group === group);
      const [first, second] = rows;
      if (!first || !second || first.played === 0) continue;
      const where = group ? `${league}${group}` : league;
      const basketball = m.sport === 'basketball';
      const behind = second.gamesBehind - first.gamesBehind;
      const gap = first.points - second.points;
      const lead = basketball
        ? `${first.team.shortName}以${first.won}胜${first.lost}负领跑${where}，${second.team.shortName}${second.won}胜${second.lost}负${behind === 0 ? '战绩相同，仅因排名规则列第二' : `紧随其后，落后${behind}个胜场差`}。`
        : gap === 0
          ? `${first.team.shortName}${first.played}轮积${first.points}分领跑${where}，与第二名${second.team.shortName}同分，凭排名规则暂列榜首。`
          : `${first.team.shortName}${first.played}轮积${first.points}分领跑${where}，领先第二名${second.team.shortName}${gap}分。`;
      const last = rows.at(-1) as (typeof rows)[number];
      const tail = basketball
        ? `${last.team.shortName}${last.won}胜${last.lost}负暂列${where}末位。`
        : `${last.team.shortName}仅积${last.points}分排名垫底。`;
      const title = `${where}积分榜：${first.team.shortName}${basketball ? `${first.won}胜${first.lost}负` : `${first.points}分`}领跑`;
      add({
        sport: m.sport,
        leagueId,
        league,
        title,
        summary: lead,
        sections: [{ title: '', paragraphs: [lead, tail] }],
        publishedAt: anchor - rng.int(30, 36 * 60) * 60 - rng.int(0, 59),
      });
    }
  }
  for (const m of recent) {
    if (out.length >= max) break;
    const top = m.sport === 'basketball' ? (topOf.get(m.id) as TopScorer | undefined) : undefined;
    add(matchNews(facts, m, hot.get(m.league_id) as string, goalsOf.all(m.id) as Goal[], top, rng, anchor));
  }
  return out;
}

function matchNews(
  facts: MatchFacts,
  m: FactMatch,
  league: string,
  events: Goal[],
  top: TopScorer | undefined,
  rng: Rng,
  anchor: number,
): NewsItem {
  const home = facts.name(m.home_id);
  const away = facts.name(m.away_id);
  const hs = m.home_score ?? 0;
  const as = m.away_score ?? 0;
  const basketball = m.sport === 'basketball';
  const winnerId = hs > as ? m.home_id : hs < as ? m.away_id : null;
  const score = `${hs}-${as}`;
  const margin = Math.abs(hs - as);
  let title: string;
  if (winnerId === null) title = `${league}：${home}${score}战平${away}`;
  else {
    const win = facts.name(winnerId);
    const lose = winnerId === m.home_id ? away : home;
    const big = basketball ? margin >= 20 : margin >= 3;
    const close = basketball ? margin <= 3 : margin === 1;
    const verb = big ? '大胜' : close ? '险胜' : '击败';
    title = `${league}：${win}${winnerId === m.home_id ? '主场' : '客场'}${verb}${lose}`;
  }
  const when = basketball
    ? ''
    : m.stage === 'regular' || m.stage === 'league_phase'
      ? `第${m.round}轮`
      : (STAGE_LABELS[m.stage as CompetitionStage] ?? '');
  const paragraphs = [
    `${league}${when}，${home}主场${score}${hs > as ? '战胜' : hs < as ? '负于' : '战平'}${away}。`,
  ];
  if (top)
    paragraphs.push(`${facts.name(top.team)}的${top.player}全场砍下${top.points}分，是本场得分最多的球员。`);
  if (!basketball) {
    const sentOff = events.filter((e) => e.kind === 'red' || e.kind === 'second_yellow');
    const goals = events.filter((e) => !sentOff.includes(e));
    const named = goals.filter((g) => g.kind !== 'own_goal' && g.player);
    const own = goals.length - named.length;
    const sides = (['home', 'away'] as const).flatMap((side) => {
      const byPlayer = new Map<string, Goal[]>();
      for (const g of named.filter((x) => x.side === side))
        byPlayer.set(g.player, [...(byPlayer.get(g.player) ?? []), g]);
      if (!byPlayer.size) return [];
      const scorers = [...byPlayer].map(([player, gs]) => {
        const pens = gs.filter((g) => g.kind === 'penalty').length;
        const mins = `第${gs.map((g) => g.minute).join('、')}分钟`;
        if (gs.length === 1) return `${player}${mins}${pens ? '点球破门' : '破门'}`;
        const feat = gs.length === 2 ? '梅开二度' : '上演帽子戏法';
        return `${player}${mins}${feat}${pens ? `（含${pens}粒点球）` : ''}`;
      });
      return [`${side === 'home' ? home : away}方面，${scorers.join('，')}`];
    });
    if (sides.length) paragraphs.push(`${sides.join('；')}${own ? `；另有${own}粒乌龙球` : ''}。`);
    else if (own) paragraphs.push(`本场的${own}粒进球都是乌龙球。`);
    else if (hs + as === 0) paragraphs.push(`${home}与${away}互交白卷，全场没有进球。`);
    for (const e of sentOff)
      paragraphs.push(
        `${e.side === 'home' ? home : away}的${e.player}第${e.minute}分钟${e.kind === 'red' ? '吃到直接红牌' : '两黄变一红'}被罚下。`,
      );
  }
  for (const id of winnerId === null ? [m.home_id, m.away_id] : [winnerId]) {
    const results = facts.results(id, m.kickoff + 1);
    const wins = run(results, (r) => r.res === 'W');
    const winless = run(results, (r) => r.res !== 'W');
    const name = facts.name(id);
    if (wins >= 3) paragraphs.push(`${name}取得${wins}连胜。`);
    else if (winless >= 3) paragraphs.push(`${name}已经${winless}场不胜。`);
  }
  if (winnerId !== null) {
    const loserId = winnerId === m.home_id ? m.away_id : m.home_id;
    const losses = run(facts.results(loserId, m.kickoff + 1), (r) => r.res === 'L');
    if (losses >= 3) paragraphs.push(`${facts.name(loserId)}遭遇${losses}连败。`);
  }
  const table = ['regular', 'league_phase'].includes(m.stage)
    ? facts.tableBefore(m.season_id, m.kickoff + 1)
    : [];
  const row = table.find((r) => r.team.id === (winnerId ?? m.home_id));
  if (row && row.played > 0)
    paragraphs.push(
      basketball
        ? `赛后${row.team.shortName}战绩来到${row.won}胜${row.lost}负，排名${row.group ?? ''}第${row.rank}。`
        : `赛后${row.team.shortName}${row.played}轮积${row.points}分，排名第${row.rank}。`,
    );
  return {
    sport: m.sport,
    leagueId: m.league_id,
    league,
    title,
    summary: paragraphs.slice(0, 2).join(''),
    sections: [{ title: '', paragraphs }],
    publishedAt: Math.min(
      m.kickoff + (basketball ? 3 : 2) * 3600 + rng.int(10, 300) * 60,
      anchor - 300 - rng.int(0, 600),
    ),
  };
}
