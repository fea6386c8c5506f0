/**
 * Where a match sits in its competition. Leagues play a `regular` season; the UEFA cups and the 亚冠精英 a
 * `league_phase` (36 clubs × 8 matches in one table; the 亚冠精英 in two regional groups), then two-legged
 * knock-out rounds (the final is one match).
 */
export type CompetitionStage =
  'regular' | 'league_phase' | 'knockout_playoff' | 'round_of_16' | 'quarter_final' | 'semi_final' | 'final';

export const STAGE_LABELS: Record<CompetitionStage, string> = {
  regular: '联赛',
  league_phase: '联赛阶段',
  knockout_playoff: '淘汰赛附加赛',
  round_of_16: '1/8决赛',
  quarter_final: '1/4决赛',
  semi_final: '半决赛',
  final: '决赛',
};

/** The knock-out rounds in playing order. */
export const KNOCKOUT_STAGES: readonly CompetitionStage[] = [
  'knockout_playoff',
  'round_of_16',
  'quarter_final',
  'semi_final',
  'final',
];

/**
 * What a list prints for a match's round: 第12轮, 联赛阶段第5轮, 1/8决赛首回合, 决赛; 常规赛 in a league played on
 * game nights without rounds (the NBA: `firstDay` set, see `SeasonInfo.firstDay`). There a game of the NBA杯
 * (the in-season tournament) says so: its group games (`group` 东部A组 …) read NBA杯 东部A组 — they are
 * regular-season games too — and its knock-out NBA杯 1/4决赛, NBA杯 半决赛, NBA杯 决赛.
 */
export function roundLabel(
  stage: CompetitionStage,
  round: number,
  leg: number | null,
  firstDay: string | null = null,
  group: string | null = null,
): string {
  if (firstDay && stage === 'regular') return group ? `NBA杯 ${group}` : '常规赛';
  if (firstDay) return `NBA杯 ${STAGE_LABELS[stage]}`;
  if (stage === 'regular') return `第${round}轮`;
  if (stage === 'league_phase') return `联赛阶段第${round}轮`;
  if (leg === null) return STAGE_LABELS[stage];
  return `${STAGE_LABELS[stage]}${leg === 1 ? '首回合' : '次回合'}`;
}
