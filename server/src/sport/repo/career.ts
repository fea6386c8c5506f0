import type { PlayerCareerSeason } from '@jincheng/shared/core';
import type { SeasonFigures } from '../engine/player-rates';
import { basketballFigures, type FigureSeason } from '../seed/basketball-figures';
import { footballFigures } from '../seed/player-figures';
import { perGame, type SeasonSums } from './season-lines';

/**
 * A real player's past seasons come from the figures tables (server/data/people/football-figures.json and
 * basketball-figures.json, keyed by the original spelling as in football.json / basketball.json), read by the
 * same parsers the seed fits production from, so the career a fan reads is the record his play is fitted to.
 */

/** A football past season: league totals (appearances, starts, minutes, goals, assists) as the source gives them. */
export function footballSeason(row: SeasonFigures): PlayerCareerSeason {
  return {
    season: row.season,
    club: row.club,
    league: row.league,
    current: false,
    appearances: row.apps,
    starts: row.starts,
    minutes: row.minutes,
    goals: row.goals,
    assists: row.assists,
    points: null,
    rebounds: null,
    assistsPerGame: null,
    source: row.source,
  };
}

/** A basketball past season: games, starts and per-game minutes, points, rebounds, assists. */
export function basketballSeason(row: FigureSeason): PlayerCareerSeason {
  return {
    season: row.season,
    club: row.team,
    league: 'NBA',
    current: false,
    appearances: row.games,
    starts: row.started,
    minutes: row.minutes,
    goals: null,
    assists: null,
    points: row.points,
    rebounds: row.rebounds,
    assistsPerGame: row.assists,
    source: row.source,
  };
}

/** His past seasons from the figures table of his sport, newest first; none when the table lacks him. */
export function pastSeasons(nameEn: string, sport: 'football' | 'basketball'): PlayerCareerSeason[] {
  const rows =
    sport === 'basketball'
      ? (basketballFigures().get(nameEn) ?? []).map(basketballSeason)
      : (footballFigures().players.get(nameEn) ?? []).map(footballSeason);
  return rows.filter((s) => s.season && s.club).sort((a, b) => b.season.localeCompare(a.season));
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
  return [current, ...pastSeasons(player.name_en, team.sport)];
}
