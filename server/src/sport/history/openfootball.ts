import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompetitionStage } from '@jincheng/shared/core';
import { localInstant } from '../local-time';
import { completeHeldToOutcome } from './complete-season';
import type { ProviderClub, ProviderMatch, ProviderSeason, SportsDataProvider } from './provider';

/** The shipped snapshot (server/data/openfootball/README.md says where it comes from and how to refresh it). */
export const OPENFOOTBALL_DIR = join(__dirname, '../../../data/openfootball');

/**
 * The season the product plays as its current one (seed/real-fixtures.ts reads it): not a past season, so the
 * history import leaves it out.
 */
export const CURRENT_SEASON_DIR = '2026-27';

type Score = [number, number] | null;
/** One match of a compact file: [round, date, time, home, away, ht, ft]; time null when not announced yet. */
type CompactMatch = [string, string, string | null, string, string, Score, Score];

/**
 * A fixture the snapshot has only a day for (kick-off times are set a few weeks ahead): the local time its
 * simulated result is shown at (complete-season.ts). A real result always has its real time.
 */
const UNANNOUNCED_TIME = '18:00';

interface CompactSeason {
  league: string;
  season: string;
  zone: string;
  through: string;
  matches: CompactMatch[];
}

/** Results added from public match reports (supplement-<season>.json): file code → [home, away, ft]. */
type SupplementResult = [string, string, [number, number]];
interface Supplement {
  note: string;
  results: Record<string, SupplementResult[] | undefined>;
}

/** Clubs of 欧冠 seasons that play outside the five leagues shipped here: their league in the catalogue. */
const CUP_CLUB_LEAGUES: Record<string, string> = {
  布拉格斯巴达: '捷甲',
  伯尔尼年轻人: '瑞士超',
  凯尔特人: '苏超',
  布鲁日: '比甲',
  萨尔茨堡红牛: '奥甲',
  贝尔格莱德红星: '塞尔超',
  顿涅茨克矿工: '乌超',
  费耶诺德: '荷甲',
  萨格勒布迪纳摩: '克罗甲',
  埃因霍温: '荷甲',
  格拉茨风暴: '奥甲',
  本菲卡: '葡超',
  葡萄牙体育: '葡超',
};

/** 欧冠 knock-out rounds after the eight league-phase matchdays. */
const CUP_ROUNDS: Array<[RegExp, CompetitionStage, number]> = [
  [/^Playoffs/, 'knockout_playoff', 9],
  [/Round of 16/, 'round_of_16', 10],
  [/Quarterfinals/, 'quarter_final', 11],
  [/Semifinals/, 'semi_final', 12],
  [/Final$/, 'final', 13],
];

function roundOf(label: string): { round: number; stage: CompetitionStage } {
  const matchday = /^(League, )?Matchday (\d+)$/.exec(label);
  if (matchday) return { round: Number(matchday[2]), stage: matchday[1] ? 'league_phase' : 'regular' };
  const cup = CUP_ROUNDS.find(([pattern]) => pattern.test(label));
  if (!cup) throw new Error(`openfootball: unknown round "${label}"`);
  return { stage: cup[1], round: cup[2] };
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/**
 * Real results from openfootball/football.json (CC0), compacted into server/data/openfootball: one file per
 * league season, clubs named by clubs.json. Matches without a result come back with `fullTime` null; a
 * season with such matches is incomplete and says through which day it has results. Results of
 * supplement-<season>.json (public match reports the snapshot lacks) fill fixtures the snapshot has.
 */
export class OpenFootballProvider implements SportsDataProvider {
  readonly name = 'openfootball';

  constructor(private readonly dir: string = OPENFOOTBALL_DIR) {}

  seasons(): ProviderSeason[] {
    const names = readJson<Record<string, [string, string]>>(join(this.dir, 'clubs.json'));
    const files = readdirSync(this.dir)
      .filter((d) => /^\d{4}-\d{2}$/.test(d) && d !== CURRENT_SEASON_DIR)
      .sort()
      .flatMap((season) =>
        readdirSync(join(this.dir, season))
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => ({
            season,
            code: f.replace(/\.json$/, ''),
            data: readJson<CompactSeason>(join(this.dir, season, f)),
          })),
      );
    // A club of the five leagues belongs to the league it was last seen in.
    const lastLeague = new Map<string, string>();
    for (const { code, data } of files)
      if (code !== 'uefa.cl')
        for (const m of data.matches) for (const c of [m[3], m[4]]) lastLeague.set(c, data.league);
    const club = (source: string): ProviderClub => {
      const chinese = names[source];
      if (!chinese) throw new Error(`openfootball: no Chinese name for "${source}" (add it to clubs.json)`);
      const [name, short] = chinese;
      return {
        name,
        short,
        nameEn: source,
        homeLeague: lastLeague.get(source) ?? CUP_CLUB_LEAGUES[name] ?? null,
      };
    };
    return files.map(({ season, code, data }) => {
      const added: SupplementResult[] = this.supplement(season)?.results[code] ?? [];
      const matches = data.matches.map(([label, date, time, home, away, ht, ft]) => {
        const found = added.find(([h, a]) => h === home && a === away);
        return {
          ...roundOf(label),
          leg: null,
          kickoff: localInstant(data.zone, date, time ?? UNANNOUNCED_TIME),
          home: club(home),
          away: club(away),
          halfTime: ht,
          fullTime: ft ?? found?.[2] ?? null,
        } satisfies ProviderMatch as ProviderMatch;
      });
      const stray = added.find(([h, a]) => !data.matches.some((m) => m[3] === h && m[4] === a));
      if (stray)
        throw new Error(
          `openfootball: supplement ${season}/${code} has no fixture ${stray[0]} v ${stray[1]}`,
        );
      numberLegs(matches);
      const complete = matches.every((m) => m.fullTime !== null);
      const next = complete || code === 'uefa.cl' ? null : this.nextSeasonClubs(season, code, data.league);
      if (next) {
        // No stored source has the rest of this season: simulated, held to the clubs that went down.
        const down = new Set(
          [...new Set(data.matches.flatMap((m) => [m[3], m[4]]))].filter((c) => !next.has(c)),
        );
        return {
          league: data.league,
          code: season,
          name: season.replace('-', '/'),
          through: null,
          simulatedAfter: data.through,
          matches: completeHeldToOutcome(`${season}/${code}`, matches, down),
        };
      }
      return {
        league: data.league,
        code: season,
        name: season.replace('-', '/'),
        through: complete ? null : data.through,
        simulatedAfter: null,
        matches,
      };
    });
  }

  /**
   * The clubs (source names) of a league in the season after `season`, when that is the current season and its
   * clubs are shipped (CURRENT_SEASON_DIR: a fixture file, else clubs.json); else null.
   */
  private nextSeasonClubs(season: string, code: string, league: string): Set<string> | null {
    const year = Number(season.slice(0, 4)) + 1;
    if (`${year}-${String((year + 1) % 100).padStart(2, '0')}` !== CURRENT_SEASON_DIR) return null;
    const fixtures = join(this.dir, CURRENT_SEASON_DIR, `${code}.json`);
    if (existsSync(fixtures))
      return new Set(readJson<CompactSeason>(fixtures).matches.flatMap((m) => [m[3], m[4]]));
    const listed = join(this.dir, CURRENT_SEASON_DIR, 'clubs.json');
    if (!existsSync(listed)) return null;
    const clubs = readJson<{ leagues: Record<string, { clubs: string[] } | undefined> }>(listed).leagues[
      league
    ];
    return clubs ? new Set(clubs.clubs) : null;
  }

  /** A hash of every shipped file: a refreshed snapshot or supplement re-seeds the stored data. */
  version(): string {
    const hash = createHash('sha256');
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        a.name.localeCompare(b.name),
      )) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.json')) hash.update(entry.name).update(readFileSync(path));
      }
    };
    walk(this.dir);
    return `${this.name}:${hash.digest('hex').slice(0, 16)}`;
  }

  private supplement(season: string): Supplement | null {
    const path = join(this.dir, `supplement-${season}.json`);
    return existsSync(path) ? readJson<Supplement>(path) : null;
  }
}

/** Two-legged knock-out rounds: the first meeting of a pair in a round is leg 1, the second leg 2. */
function numberLegs(matches: ProviderMatch[]): void {
  const seen = new Map<string, number>();
  for (const m of [...matches].sort((a, b) => a.kickoff - b.kickoff)) {
    if (m.stage === 'regular' || m.stage === 'league_phase' || m.stage === 'final') continue;
    const key = `${m.stage}|${[m.home.name, m.away.name].sort().join('|')}`;
    m.leg = (seen.get(key) ?? 0) + 1;
    seen.set(key, m.leg);
  }
}
