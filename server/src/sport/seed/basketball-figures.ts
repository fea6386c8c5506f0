import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PEOPLE_DIR } from './people';

/**
 * Real NBA players' recent regular seasons (server/data/people/basketball-figures.json, see its README) and
 * what the match engine makes of them: a per-game line (minutes, points, rebounds …, threes) and how often he
 * starts. A player the table does not list — a rookie, a newcomer to the people tables, a CBA player — plays
 * with his position's default line, and his stored stats say so (`fit: 'default'`).
 */

/** One real season, per game. `started` is null when the table does not know his starts. */
export interface FigureSeason {
  season: string;
  team: string;
  games: number;
  started: number | null;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  threes: number;
  source: string;
}

/** A per-game line as the engine plays it: mpg, ppg …, tpg (threes made), gs (share of games started). */
export interface BasketballLine {
  mpg: number;
  ppg: number;
  rpg: number;
  apg: number;
  spg: number;
  bpg: number;
  tpg: number;
  gs: number;
}

export function parseSeason(row: string): FigureSeason {
  const f = row.split('|');
  const n = (i: number) => Number(f[i]);
  return {
    season: f[0] ?? '',
    team: f[1] ?? '',
    games: n(2),
    started: f[3] ? n(3) : null,
    minutes: n(4),
    points: n(5),
    rebounds: n(6),
    assists: n(7),
    steals: n(8),
    blocks: n(9),
    threes: n(10),
    source: f[11] ?? '',
  };
}

export function readFigures(file: string): Map<string, FigureSeason[]> {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { players: Record<string, string[]> };
  return new Map(Object.entries(raw.players).map(([en, rows]) => [en, rows.map(parseSeason)]));
}

let cache: Map<string, FigureSeason[]> | null = null;

/** The shipped table, read once. */
export function basketballFigures(): Map<string, FigureSeason[]> {
  cache ??= readFigures(join(PEOPLE_DIR, 'basketball-figures.json'));
  return cache;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * His line from his seasons: each per-game figure averaged over the seasons weighted by the minutes he played
 * in them (games × minutes, the latest season twice), so a 19-game season counts less than a full one and
 * last season more than the one before. Starts: the share of his games
 * he started where the table knows it; where it does not, a 30-minute man is taken for a starter.
 */
export function fitLine(seasons: FigureSeason[]): BasketballLine | null {
  const played = seasons.filter((s) => s.games > 0 && s.minutes > 0);
  if (!played.length) return null;
  const latest = played.reduce((l, s) => (s.season > l ? s.season : l), '');
  const w = (s: FigureSeason) => s.games * s.minutes * (s.season === latest ? 2 : 1);
  const weight = played.reduce((n, s) => n + w(s), 0);
  const avg = (key: keyof FigureSeason) =>
    r1(played.reduce((n, s) => n + (s[key] as number) * w(s), 0) / weight);
  const known = played.filter((s) => s.started !== null);
  const mpg = avg('minutes');
  const gs = known.length
    ? known.reduce((n, s) => n + (s.started ?? 0), 0) / known.reduce((n, s) => n + s.games, 0)
    : mpg >= 30
      ? 0.8
      : mpg >= 26
        ? 0.4
        : 0.1;
  return {
    mpg,
    ppg: avg('points'),
    rpg: avg('rebounds'),
    apg: avg('assists'),
    spg: avg('steals'),
    bpg: avg('blocks'),
    tpg: avg('threes'),
    gs: Math.round(gs * 100) / 100,
  };
}

/** A rotation player of the position (about 20 minutes off the bench): the line of a player without figures. */
export const DEFAULT_LINES: Record<string, BasketballLine> = {
  PG: { mpg: 20, ppg: 8.5, rpg: 2.4, apg: 3.8, spg: 0.8, bpg: 0.2, tpg: 1.2, gs: 0.2 },
  SG: { mpg: 20, ppg: 8.5, rpg: 2.8, apg: 2.0, spg: 0.7, bpg: 0.3, tpg: 1.4, gs: 0.2 },
  SF: { mpg: 20, ppg: 8.0, rpg: 3.6, apg: 1.7, spg: 0.7, bpg: 0.4, tpg: 1.1, gs: 0.2 },
  PF: { mpg: 19, ppg: 7.5, rpg: 4.8, apg: 1.5, spg: 0.6, bpg: 0.6, tpg: 0.8, gs: 0.2 },
  C: { mpg: 18, ppg: 7.5, rpg: 6.2, apg: 1.4, spg: 0.5, bpg: 1.0, tpg: 0.2, gs: 0.2 },
};

export function defaultLine(position: string): BasketballLine {
  return { ...(DEFAULT_LINES[position] ?? (DEFAULT_LINES.SF as BasketballLine)) };
}

/** A real player's line: fitted from the table when it lists him, his position's default otherwise. */
export function realLine(en: string, position: string): { line: BasketballLine; fit: 'figures' | 'default' } {
  const line = fitLine(basketballFigures().get(en) ?? []);
  return line ? { line, fit: 'figures' } : { line: defaultLine(position), fit: 'default' };
}

/**
 * The engine's line of any player from his stored stats (the same function at seeding and when a script is
 * rebuilt from the database, so both build the same game). Missing keys — a generated player stores no `tpg`
 * or `gs` — come from his position's default.
 */
export function engineLine(
  stats: Partial<BasketballLine> & { fit?: unknown },
  position: string,
): BasketballLine {
  const base = defaultLine(position);
  const pick = (key: keyof BasketballLine) => {
    const v = stats[key];
    return typeof v === 'number' && Number.isFinite(v) ? v : base[key];
  };
  return {
    mpg: pick('mpg'),
    ppg: pick('ppg'),
    rpg: pick('rpg'),
    apg: pick('apg'),
    spg: pick('spg'),
    bpg: pick('bpg'),
    tpg: pick('tpg'),
    gs: pick('gs'),
  };
}
