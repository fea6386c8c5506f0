/**
 * The figures of a player's line in one finished match that add up over a season, each with its
 * sport_player_lines column: the one list the engine's match lines (engine/match-lines.ts), the seed's and the
 * simulator's writes and the repo's season sums (repo/season-lines.ts) share. Football fills minutes, goals,
 * assists, yellow, red, xg (his shots' xG, unrounded), shots, shotsOnTarget and cleanSheets (1 when he kept
 * goal for 60+ minutes and his side conceded nothing while he was on); basketball minutes, points, rebounds,
 * assists, steals, blocks, threes (3PM), threesAttempted, fieldGoals, fieldGoalsAttempted and technicals (technical fouls, for the
 * league's accumulation bans). The other sport's
 * figures are 0. The match rating is not a sum: it is stored apart (nullable, `rating`).
 */
export const LINE_FIGURES = {
  minutes: 'minutes',
  goals: 'goals',
  assists: 'assists',
  yellow: 'yellow',
  red: 'red',
  xg: 'xg',
  shots: 'shots',
  shotsOnTarget: 'shots_on_target',
  cleanSheets: 'clean_sheets',
  points: 'points',
  rebounds: 'rebounds',
  steals: 'steals',
  blocks: 'blocks',
  threes: 'threes',
  threesAttempted: 'threes_attempted',
  fieldGoals: 'field_goals',
  fieldGoalsAttempted: 'field_goals_attempted',
  technicals: 'technicals',
} as const;

export type LineFigure = keyof typeof LINE_FIGURES;
export type LineFigures = Record<LineFigure, number>;
export const LINE_FIGURE_KEYS = Object.keys(LINE_FIGURES) as LineFigure[];

/** Every figure 0 (a line's start, a season without a line). */
export const noFigures = (): LineFigures =>
  Object.fromEntries(LINE_FIGURE_KEYS.map((k) => [k, 0])) as LineFigures;
