import type { FactMatch } from './match-facts';
import type { LeaderLine, ReportFigures } from './report-figures';
import { occasion, tableLine, type MatchReport, type ReportFacts, type Side } from './report-text';

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
