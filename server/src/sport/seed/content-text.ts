import { beijingMonthDay, STAGE_LABELS, type CompetitionStage } from '@jincheng/shared/core';
import type { Rng } from './prng';
import { formLine, record, type Standing, type TeamResult } from './match-facts';
import { favoured, measures, other, type MatchBrief, type Section, type Side } from './match-brief';

/**
 * 「A vs B」 in the order the sport lists its sides everywhere on the site: football home first, basketball away
 * first (the Chinese convention for basketball, as the score lists, match pages and headers show it).
 */
export function matchup(sport: string, home: string, away: string): string {
  return sport === 'basketball' ? `${away} vs ${home}` : `${home} vs ${away}`;
}

const perGame = (results: TeamResult[], key: 'gf' | 'ga') =>
  results.length ? (results.reduce((n, r) => n + r[key], 0) / results.length).toFixed(1) : null;

function formSentence(b: MatchBrief): string {
  const line = (s: Side) => {
    const f = formLine(b.form[s], b.sport);
    return f ? `${b[s]}${f}` : `${b[s]}本赛季尚未有完赛记录`;
  };
  return `${line('home')}，${line('away')}。`;
}

function standingText(b: MatchBrief, s: Side): string | null {
  const st = b.standing[s];
  if (!st) return null;
  const r = st.row;
  const where = r.group ? `${r.group}第${r.rank}` : `第${r.rank}`;
  return b.sport === 'basketball'
    ? `${b[s]}${r.won}胜${r.lost}负排名${where}`
    : `${b[s]}${r.played}轮积${r.points}分排名${where}`;
}

function tableSentence(b: MatchBrief): string {
  const h = standingText(b, 'home');
  const a = standingText(b, 'away');
  if (h && a) return `${h}，${a}。`;
  const stage = b.match.stage as CompetitionStage;
  if (!['regular', 'league_phase'].includes(stage))
    return `本场是${b.league}${STAGE_LABELS[stage] ?? '淘汰赛'}，没有积分榜可参照，两队都没有退路。`;
  return `赛季刚刚开始，${b.league}积分榜还没有成形。`;
}

function venueSentence(b: MatchBrief): string {
  const unit = b.sport === 'basketball' ? ['得', '分', '失', '分'] : ['进', '球', '失', '球'];
  const part = (s: Side, where: string) => {
    const v = b.venue[s];
    if (!v.length) return `${b[s]}本赛季还没有${where}比赛`;
    return `${b[s]}本赛季${where}${record(v, b.sport)}，场均${unit[0]}${perGame(v, 'gf')}${unit[1]}${unit[2]}${perGame(v, 'ga')}${unit[3]}`;
  };
  return `${part('home', '主场')}；${part('away', '客场')}。`;
}

function meetingSentence(b: MatchBrief): string {
  const last = b.meetings.at(-1);
  if (!last) return `本赛季数据中两队尚无交手记录。`;
  const m = last.match;
  const score = `${m.home_score}-${m.away_score}`;
  const host = m.home_id === b.match.home_id ? b.home : b.away;
  const guest = host === b.home ? b.away : b.home;
  const outcome = last.res === 'D' ? '双方战平' : `${last.res === 'W' ? b.home : b.away}取胜`;
  const total =
    b.meetings.length > 1
      ? `两队此前交手${b.meetings.length}次，${b.home}${record(b.meetings, b.sport)}；`
      : '';
  return `${total}上次交手${host}主场${score}对阵${guest}，${outcome}。`;
}

/** In the 降级 zone of a league that has one, or one place above it. */
const nearDrop = (s: Standing | null): boolean => !!s && s.dropFrom !== null && s.row.rank >= s.dropFrom - 1;

/** A true headline for a preview: a title that the table and the map bear out, else a neutral one. */
export function previewTag(b: MatchBrief): string {
  const h = b.standing.home;
  const a = b.standing.away;
  if (b.sameCity) return '同城德比';
  const sameGroup = h && a && h.row.group === a.row.group;
  if (sameGroup && h.row.rank <= 2 && a.row.rank <= 2) return '榜首之争';
  if (b.sport === 'football' && (nearDrop(h) || nearDrop(a))) return '保级关键战';
  const quarter = (s: Standing) => s.row.rank <= Math.ceil(s.size / 4);
  if (sameGroup && quarter(h) && quarter(a)) return '强强对话';
  if (h && a) {
    if (b.sport === 'basketball') return `${h.row.won}胜${h.row.lost}负对阵${a.row.won}胜${a.row.lost}负`;
    const gap = Math.abs(h.row.points - a.row.points);
    return gap === 0 ? '积分相同的较量' : `积分相差${gap}分`;
  }
  if (!['regular', 'league_phase'].includes(b.match.stage)) return '淘汰赛对决';
  return '赛季初交锋';
}

function motivation(b: MatchBrief): string {
  const tag = previewTag(b);
  const h = b.standing.home;
  const a = b.standing.away;
  if (tag === '榜首之争') return `${tableSentence(b)}两队同处榜首位置，本场胜负直接影响头名归属。`;
  if (tag === '保级关键战') {
    const s = [h, a].find(nearDrop) as Standing;
    const team = s === h ? b.home : b.away;
    const zone =
      s.row.rank >= (s.dropFrom as number)
        ? '身处降级区'
        : `距降级区只有${(s.dropFrom as number) - s.row.rank}个名次`;
    return `${tableSentence(b)}${team}${zone}，保级形势严峻，每一分都很关键。`;
  }
  if (h && a && b.sport === 'basketball') {
    const zone = (s: Standing, name: string) =>
      s.row.zone ? `${name}目前处在${s.row.zone}区` : `${name}暂时在${s.row.zone ?? '季后赛'}区之外`;
    return `${tableSentence(b)}${zone(h, b.home)}，${zone(a, b.away)}。`;
  }
  return tableSentence(b);
}

function tactics(b: MatchBrief): string {
  const h = b.season.home;
  const a = b.season.away;
  if (b.sport === 'basketball') {
    const pace = h.length && a.length ? Number(perGame(h, 'gf')) + Number(perGame(a, 'gf')) : null;
    const tired = (['home', 'away'] as const).filter((s) => b.backToBack[s]).map((s) => b[s]);
    const rest = tired.length
      ? `${tired.join('、')}前一天刚打完比赛，背靠背作战，轮换深度要经受考验。`
      : '两队都不是背靠背作战，体能上没有明显差别。';
    const fast = pace !== null && pace >= (b.leagueTotal ?? pace);
    const paceText =
      pace === null
        ? '本赛季样本还少，比赛节奏有待观察。'
        : `两队本赛季场均合计得分${pace.toFixed(1)}分，${fast ? '高于' : '低于'}${b.league}的场均总分${(b.leagueTotal ?? pace).toFixed(1)}分，比赛节奏预计${fast ? '偏快' : '偏慢'}。`;
    return `${paceText}${rest}篮板球的争夺和外线三分的命中率，将决定内线优势能否转化为胜势。`;
  }
  if (!h.length || !a.length) return `${b.home}与${b.away}本赛季比赛样本有限，临场首发值得留意。`;
  return `${b.home}本赛季场均进${perGame(h, 'gf')}球失${perGame(h, 'ga')}球，${b.away}场均进${perGame(a, 'gf')}球失${perGame(a, 'ga')}球。`;
}

function verdict(b: MatchBrief): string {
  const f = favoured(b);
  if (f.side === 'draw')
    return `综合近况、排名和主客场数据，${b.home}与${b.away}各项指标接近，本场胜负难料。`;
  const team = b[f.side];
  return `综合近况、排名和主客场数据，${team}占据上风，${Math.abs(f.edge) > 0.15 ? '优势明显' : '但优势不大'}。`;
}

/** 情报 always has the five sections fans expect, in this order, each from the match's own facts. */
export function intelligenceSections(b: MatchBrief, out?: Record<Side, OutPlayer[]>): Section[] {
  const injuries =
    b.sport === 'basketball'
      ? `${b.home}与${b.away}赛前均未公布伤病报告，出场名单以赛前官方公布为准。`
      : `${b.home}与${b.away}赛前均未公布伤停名单，首发以临场公布为准。`;
  const listed = out && (out.home.length || out.away.length);
  return [
    { title: '伤停', paragraphs: listed ? absenceParagraphs(b, out) : [injuries] },
    { title: '状态', paragraphs: [formSentence(b), venueSentence(b)] },
    { title: '战意', paragraphs: [motivation(b)] },
    { title: '战术', paragraphs: [tactics(b)] },
    { title: '结论', paragraphs: [verdict(b)] },
  ];
}

/** The headline of a 情报 piece: its strongest true fact. */
export function intelligenceHeadline(b: MatchBrief): string {
  const wins = (s: Side) => b.form[s].filter((r) => r.res === 'W').length;
  if (b.form.home.length >= 4 && wins('home') >= 4) return `${b.home}状态火热`;
  if (b.form.away.length >= 4 && wins('away') >= 4) return `${b.away}势头正劲`;
  if (b.backToBack.home || b.backToBack.away) return '背靠背考验';
  if (b.form.home.length >= 3 && wins('home') === 0) return `${b.home}急需止颓`;
  if (b.meetings.length) return '旧账再算';
  return previewTag(b);
}

/** A 前瞻: what is at stake, the numbers, and who is out as known when it is published (when anyone is). */
export function previewArticle(
  b: MatchBrief,
  out?: Record<Side, OutPlayer[]>,
): { title: string; summary: string; sections: Section[] } {
  const round = b.sport === 'basketball' ? '' : `第${b.match.round}轮`;
  const title = `${b.league}${round}前瞻：${b.home}迎战${b.away}，${previewTag(b)}`;
  const summary = `${b.home}坐镇主场迎战${b.away}。${formSentence(b)}`;
  return {
    title,
    summary,
    sections: [
      { title: '看点', paragraphs: [summary, motivation(b), meetingSentence(b)] },
      { title: '数据', paragraphs: [venueSentence(b), tactics(b)] },
      ...(out && (out.home.length || out.away.length)
        ? [{ title: '伤停', paragraphs: absenceParagraphs(b, out) }]
        : []),
    ],
  };
}

export function solutionText(
  rng: Rng,
  b: MatchBrief,
): { title: string; summary: string; analysis: string; pick: string; side: string } {
  const f = favoured(b);
  const pick = f.side === 'draw' ? '平局' : `${b[f.side]}胜`;
  let reason = '双方各项数据接近';
  if (f.side !== 'draw') {
    const mine = measures(b, f.side);
    const theirs = measures(b, other(f.side));
    const better = (k: 'form' | 'table' | 'venue') => (mine[k] ?? 0.5) > (theirs[k] ?? 0.5);
    const parts = [
      better('form') ? '近期状态更好' : '',
      better('table') ? '积分榜表现更佳' : '',
      better('venue') ? `${f.side === 'home' ? '主场' : '客场'}战绩更出色` : '',
    ].filter(Boolean);
    reason = `${b[f.side]}${parts.join('、') || '整体数据略占优'}`;
  }
  const lens = rng.pick(['数据解读', '基本面分析', '近况对比', '赛前研判']);
  return {
    title: `${matchup(b.sport, b.home, b.away)}：${lens}`,
    summary: `${formSentence(b)}${tableSentence(b)}${reason}。`,
    analysis: `${formSentence(b)}${venueSentence(b)}${motivation(b)}${meetingSentence(b)}${reason}，本场倾向${pick}。`,
    pick,
    side: f.side,
  };
}

/** A player out of a match, as the 伤停 section names him. */
export interface OutPlayer {
  name: string;
  kind: 'injury' | 'suspension';
  reason: string;
  /** Injury: expected return (epoch seconds), null when unknown; suspension: matches of the ban left. */
  until: number | null;
  matches: number | null;
}

const monthDay = beijingMonthDay;

/** 伤停: each side's absentees with the reason (and expected return), or that the side has none. */
export function absenceParagraphs(b: MatchBrief, out: Record<Side, OutPlayer[]>): string[] {
  return (['home', 'away'] as const).map((side) => {
    const list = out[side];
    if (!list.length) return `${b[side]}：暂无伤停。`;
    const items = list.map((p) =>
      p.kind === 'suspension'
        ? `${p.name}（${p.reason}）`
        : `${p.name}（${p.reason}${p.until ? `，预计${monthDay(p.until)}前后复出` : ''}）`,
    );
    return `${b[side]}：${items.join('、')}缺阵。`;
  });
}
