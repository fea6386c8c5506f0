import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayerCareerSeason } from '@jincheng/shared/core';
import { PEOPLE_DIR } from '../seed/people';
import { perGame, type SeasonSums } from './season-lines';

type Row = Record<string, unknown>;

/**
 * A real player's past seasons from the figures tables (server/data/people/football-figures.json and
 * basketball-figures.json, keyed by the original spelling as in football.json / basketball.json). Either file
 * may be missing: then every player's past is 暂无. The reader takes the per-season objects under `players`
 * (or at the top level) and the field names of both tables' READMEs, with the usual synonyms.
 */
export class FiguresTable {
  private readonly byName = new Map<string, Row[]>();

  constructor(file: string | null) {
    if (!file || !existsSync(file)) return;
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Row;
    const players = (typeof parsed.players === 'object' && parsed.players ? parsed.players : parsed) as Row;
    for (const [name, seasons] of Object.entries(players)) {
      const list = Array.isArray(seasons)
        ? seasons
        : seasons && typeof seasons === 'object' && Array.isArray((seasons as Row).seasons)
          ? ((seasons as Row).seasons as unknown[])
          : null;
      if (list)
        this.byName.set(
          name.toLowerCase(),
          list.filter((r): r is Row => !!r && typeof r === 'object'),
        );
    }
  }

  seasons(original: string): Row[] {
    return this.byName.get(original.toLowerCase()) ?? [];
  }
}

const num = (row: Row, ...keys: string[]): number | null => {
  for (const key of keys) {
    const v = row[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  }
  return null;
};
const text = (row: Row, ...keys: string[]): string => {
  for (const key of keys) if (typeof row[key] === 'string' && row[key]) return row[key];
  return '';
};

/** A football past season: totals (appearances, starts, minutes, goals, assists). */
export function footballSeason(row: Row): PlayerCareerSeason {
  return {
    season: text(row, 'season'),
    club: text(row, 'club', 'team'),
    league: text(row, 'league', 'competition'),
    current: false,
    appearances: num(row, 'apps', 'appearances', 'games', 'played'),
    starts: num(row, 'starts', 'gs', 'started'),
    minutes: num(row, 'minutes', 'mins'),
    goals: num(row, 'goals'),
    assists: num(row, 'assists'),
    points: null,
    rebounds: null,
    assistsPerGame: null,
    source: text(row, 'source'),
  };
}

/** A basketball past season: games, starts and per-game minutes, points, rebounds, assists. */
export function basketballSeason(row: Row): PlayerCareerSeason {
  return {
    season: text(row, 'season'),
    club: text(row, 'team', 'club'),
    league: text(row, 'league', 'competition'),
    current: false,
    appearances: num(row, 'games', 'gp', 'g', 'apps', 'appearances'),
    starts: num(row, 'starts', 'gs', 'games_started', 'gamesStarted'),
    minutes: num(row, 'mpg', 'minutes', 'min'),
    goals: null,
    assists: null,
    points: num(row, 'ppg', 'points', 'pts'),
    rebounds: num(row, 'rpg', 'rebounds', 'reb', 'trb'),
    assistsPerGame: num(row, 'apg', 'assists', 'ast'),
    source: text(row, 'source'),
  };
}

let tables: { football: FiguresTable; basketball: FiguresTable } | null = null;

/** The figures tables as shipped, read once. */
export function figuresTables(): { football: FiguresTable; basketball: FiguresTable } {
  tables ??= {
    football: new FiguresTable(join(PEOPLE_DIR, 'football-figures.json')),
    basketball: new FiguresTable(join(PEOPLE_DIR, 'basketball-figures.json')),
  };
  return tables;
}

/**
 * A player's career: the current season from his stored match lines (basketball per game, football totals),
 * then his past seasons from the figures tables, newest first; nothing is made up for a season no source has.
 */
export function careerOf(
  player: { name_en: string },
  team: { name: string; l_short: string; sport: 'football' | 'basketball' },
  sums: SeasonSums,
  seasonName: string,
): PlayerCareerSeason[] {
  const basketball = team.sport === 'basketball';
  const current: PlayerCareerSeason = {
    season: seasonName,
    club: team.name,
    league: team.l_short,
    current: true,
    appearances: sums.appearances,
    starts: sums.starts,
    minutes: basketball ? perGame(sums.minutes, sums.appearances) : sums.minutes,
    goals: basketball ? null : sums.goals,
    assists: basketball ? null : sums.assists,
    points: basketball ? perGame(sums.points, sums.appearances) : null,
    rebounds: basketball ? perGame(sums.rebounds, sums.appearances) : null,
    assistsPerGame: basketball ? perGame(sums.assists, sums.appearances) : null,
    source: '本站比赛数据（逐场累计）',
  };
  const table = figuresTables()[team.sport];
  const past = table
    .seasons(player.name_en)
    .map(basketball ? basketballSeason : footballSeason)
    .filter((s) => s.season && s.club)
    .sort((a, b) => b.season.localeCompare(a.season));
  return [current, ...past];
}
