import { STAGE_LABELS, type CompetitionStage, type StandingRow } from '@jincheng/shared/core';
import type { Section } from './match-brief';
import type { FactMatch, MatchFacts } from './match-facts';

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

export type Side = 'home' | 'away';
const TABLE_STAGES = new Set(['regular', 'league_phase']);

/** "第3轮" for a league round, the stage's own name in a cup, nothing for basketball (no rounds). */
export function occasion(m: FactMatch): string {
  if (m.sport === 'basketball')
    return m.stage === 'regular' ? '常规赛' : (STAGE_LABELS[m.stage as CompetitionStage] ?? '');
  return TABLE_STAGES.has(m.stage) ? `第${m.round}轮` : (STAGE_LABELS[m.stage as CompetitionStage] ?? '');
}

/** What the table says after the match: only the places as they stood once it was played. */
export function tableLine(facts: ReportFacts, m: FactMatch, basketball: boolean): string | null {
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
