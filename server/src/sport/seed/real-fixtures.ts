import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HeldResult } from '../engine/held';
import { CURRENT_SEASON_DIR, OPENFOOTBALL_DIR } from '../history/openfootball';
import { dayStart } from '../time';
import type { SeededLeague } from './catalogue';
import type { KickoffWindow } from './kickoff-windows';
import { localInstant } from '../local-time';
import type { PlannedMatch, PlannedSeason } from './schedule';

/**
 * The real 2026/27 season where the shipped data has it (server/data/openfootball/2026-27, README there):
 * each league's real clubs, and for the leagues with a fixture file its real fixtures (dates, kick-offs,
 * pairings) and the results the file holds. The seed uses them while its anchor is inside the season: the
 * catalogue gives the league its real clubs (a club that went up or down keeps its row, squad and history),
 * and the schedule lays the real fixtures instead of a generated calendar. A fixture with a real result is
 * held to it (engine/held.ts); the others are simulated on their real dates.
 */

type Score = [number, number] | null;
/** The time is null where the league has not yet set the kick-off (a later round: the source gives its date). */
type CompactMatch =
  | [string, string, string | null, string, string, Score, Score]
  // A fixture the league postponed (its new date not in the source yet): an eighth element "postponed".
  | [string, string, string | null, string, string, Score, Score, 'postponed'];

interface CompactSeason {
  league: string;
  source: string;
  zone: string;
  matches: CompactMatch[];
}

interface ClubLists {
  leagues: Record<string, { source: string; clubs: string[] }>;
}

export interface RealFixture {
  round: number;
  /** The real kick-off; null where the league has not set it yet (only the date is known). */
  kickoff: number | null;
  /** The source's local date and zone. */
  localDate: string;
  tz: string;
  /** Chinese full names (clubs.json), the catalogue's club names. */
  home: string;
  away: string;
  held: HeldResult | null;
  /**
   * The league postponed it on its date (the source's `postponed` mark, its new date not known yet): it is
   * called off on that date and replayed later in the season like any postponed match (seed/replays.ts).
   */
  postponed?: boolean;
}

export interface RealSeason {
  league: string;
  source: string;
  /** Chinese full names of the season's clubs. */
  clubs: string[];
  /** Null for a league whose clubs are known but whose fixtures are not shipped (its calendar stays generated). */
  fixtures: RealFixture[] | null;
}

/** Beijing dates the 2026/27 season is the current one for (the seed's anchor day). */
const SPAN: [string, string] = ['2026-07-01', '2027-06-30'];

/**
 * A division's next one down, for clubs that leave a league with a real list and are in no other: 荷甲's
 * 布雷达, 赫拉克勒斯 and 福伦丹 play the 2026/27 荷乙, 葡超's 通德拉 and AVS the 葡甲 (first in its list, with
 * their rows, pages and colours), as the big five's relegated clubs play the division below theirs.
 */
export const DIVISION_BELOW: Record<string, string> = {
  英超: '英冠',
  英冠: '英甲',
  西甲: '西乙',
  意甲: '意乙',
  德甲: '德乙',
  法甲: '法乙',
  荷甲: '荷乙',
  葡超: '葡甲',
};

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/**
 * The real seasons of the anchor's season, by league short name; empty when the anchor is outside 2026/27 or
 * the data is not shipped.
 */
export function realSeasons(anchorDay: string, dir: string = OPENFOOTBALL_DIR): Map<string, RealSeason> {
  const out = new Map<string, RealSeason>();
  const folder = join(dir, CURRENT_SEASON_DIR);
  if (anchorDay < SPAN[0] || anchorDay > SPAN[1] || !existsSync(folder)) return out;
  const names = readJson<Record<string, [string, string]>>(join(dir, 'clubs.json'));
  const chinese = (source: string): string => {
    const name = names[source]?.[0];
    if (!name) throw new Error(`real fixtures: no Chinese name for "${source}" (add it to clubs.json)`);
    return name;
  };
  const listsPath = join(folder, 'clubs.json');
  if (existsSync(listsPath))
    for (const [league, list] of Object.entries(readJson<ClubLists>(listsPath).leagues))
      out.set(league, { league, source: list.source, clubs: list.clubs.map(chinese), fixtures: null });
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.json') || file === 'clubs.json') continue;
    const data = readJson<CompactSeason>(join(folder, file));
    const fixtures = data.matches.map(([label, date, time, home, away, ht, ft, mark]): RealFixture => {
      const round = /^Matchday (\d+)$/.exec(label);
      if (!round) throw new Error(`real fixtures: unknown round "${label}"`);
      if (mark !== undefined && (mark !== 'postponed' || ft))
        throw new Error(`real fixtures: unknown mark "${String(mark)}" (${home} – ${away})`);
      return {
        round: Number(round[1]),
        kickoff: time === null ? null : localInstant(data.zone, date, time),
        localDate: date,
        tz: data.zone,
        home: chinese(home),
        away: chinese(away),
        held: ft ? { ft, ht } : null,
        postponed: mark === 'postponed',
      };
    });
    const clubs = [...new Set(fixtures.flatMap((f) => [f.home, f.away]))];
    out.set(data.league, { league: data.league, source: data.source, clubs, fixtures });
  }
  return out;
}

/**
 * Each league's club rows (the catalogue's `全称|简称|…` lists) rearranged to the real seasons: a league with
 * a real season gets exactly its real clubs, each keeping the row it has anywhere in the catalogue. Clubs that
 * stay keep their order (strongest first); clubs coming down from a higher division go first, clubs coming up
 * last. A club that leaves such a league and is in no other real list goes first in the division below.
 * `extra` gives rows for real clubs the catalogue does not list anywhere.
 */
export function realClubRows(
  rows: Record<string, string[]>,
  seasons: Map<string, RealSeason>,
  extra: Record<string, string> = EXTRA_CLUB_ROWS,
): Record<string, string[]> {
  if (!seasons.size) return rows;
  const nameOf = (row: string) => row.split('|')[0] as string;
  const rowOf = new Map<string, string>();
  const homeOf = new Map<string, string>();
  for (const [league, list] of Object.entries(rows))
    for (const row of list) {
      if (!rowOf.has(nameOf(row))) rowOf.set(nameOf(row), row);
      if (!homeOf.has(nameOf(row))) homeOf.set(nameOf(row), league);
    }
  const placed = new Set([...seasons.values()].flatMap((s) => s.clubs));
  const out: Record<string, string[]> = { ...rows };
  const down: Record<string, string[]> = {};
  // A division's level: 0 for a top flight, 1 for the one below it … (unknown: below them all).
  const level = (league: string | undefined): number => {
    if (league === undefined) return 99;
    const above = Object.entries(DIVISION_BELOW).find(([, below]) => below === league)?.[0];
    return above === undefined ? (league in DIVISION_BELOW ? 0 : 99) : level(above) + 1;
  };
  const rank = level;
  for (const [league, season] of seasons) {
    const own = rows[league] ?? [];
    const stays = own.filter((row) => season.clubs.includes(nameOf(row)));
    const arrivals = season.clubs.filter((c) => !stays.some((row) => nameOf(row) === c));
    const fromAbove = arrivals.filter((c) => rank(homeOf.get(c)) < rank(league));
    const fromBelow = arrivals.filter((c) => !fromAbove.includes(c));
    const row = (club: string): string => {
      const found = rowOf.get(club) ?? extra[club];
      if (!found) throw new Error(`real fixtures: no catalogue row for ${club} (add one to EXTRA_CLUB_ROWS)`);
      return found;
    };
    out[league] = [...fromAbove.map(row), ...stays, ...fromBelow.map(row)];
    const below = DIVISION_BELOW[league];
    if (below && !seasons.has(below))
      for (const r of own) if (!placed.has(nameOf(r))) (down[below] ??= []).push(r);
  }
  for (const [league, list] of Object.entries(down)) {
    const leaving = new Set(list.map(nameOf));
    out[league] = [...list, ...(out[league] ?? []).filter((r) => !leaving.has(nameOf(r)))];
  }
  // A club is listed once: a row that moved leaves the league it came from.
  for (const [league, list] of Object.entries(out))
    if (!seasons.has(league)) out[league] = list.filter((r) => !placed.has(nameOf(r)));
  return out;
}

/**
 * Rows for real clubs of the 2026/27 lists the catalogue had nowhere (promoted from a division it has no real
 * list for), in the catalogue's format: 全称|简称|English|colour1|colour2|city|ground (public knowledge: club
 * colours, home town and ground). Their squads are generated until the people tables have them.
 */
export const EXTRA_CLUB_ROWS: Record<string, string> = {
  博尔顿: '博尔顿|博尔顿|Bolton Wanderers|#FFFFFF|#1B1F5F|博尔顿|博尔顿大学球场',
  林肯城: '林肯城|林肯城|Lincoln City|#D71920|#FFFFFF|林肯|辛西尔河岸球场',
  卡迪夫城: '卡迪夫城|卡迪夫|Cardiff City|#0070B5|#FFFFFF|卡迪夫|卡迪夫城球场',
  帕德博恩: '帕德博恩|帕德博恩|Paderborn|#005CA9|#000000|帕德博恩|帕德博恩竞技场',
  埃尔弗斯贝格: '埃尔弗斯贝格|埃尔弗斯贝格|Elversberg|#000000|#FFFFFF|施皮森-埃尔弗斯贝格|凯泽林德球场',
  沙尔克04: '沙尔克04|沙尔克|Schalke 04|#004D9D|#FFFFFF|盖尔森基兴|费尔廷斯竞技场',
  桑坦德竞技: '桑坦德竞技|桑坦德竞技|Racing Santander|#FFFFFF|#00A650|桑坦德|萨尔迪内罗球场',
  拉科鲁尼亚: '拉科鲁尼亚|拉科|Deportivo La Coruna|#0067B1|#FFFFFF|拉科鲁尼亚|里亚索尔球场',
  马拉加: '马拉加|马拉加|Malaga|#0096DA|#FFFFFF|马拉加|玫瑰园球场',
  蒙扎: '蒙扎|蒙扎|Monza|#E2001A|#FFFFFF|蒙扎|U-Power球场',
  弗罗西诺内: '弗罗西诺内|弗罗西诺内|Frosinone|#FFDD00|#0047AB|弗罗西诺内|本尼托·斯蒂尔佩球场',
  威尼斯: '威尼斯|威尼斯|Venezia|#000000|#F58220|威尼斯|皮耶尔·路易吉·彭佐球场',
  勒芒: '勒芒|勒芒|Le Mans|#E30613|#FFD100|勒芒|MMArena球场',
  特鲁瓦: '特鲁瓦|特鲁瓦|Troyes|#004A99|#FFFFFF|特鲁瓦|奥布球场',
  坎布尔: '坎布尔|坎布尔|SC Cambuur|#FFD100|#003DA5|吕伐登|坎布尔球场',
  威廉二世: '威廉二世|威廉二世|Willem II|#C8102E|#FFFFFF|蒂尔堡|威廉二世国王球场',
  海牙: '海牙|海牙|ADO Den Haag|#00843D|#FFD100|海牙|海牙球场',
  马里迪莫: '马里迪莫|马里迪莫|Maritimo|#00843D|#C8102E|丰沙尔|马里迪莫球场',
  维塞乌学术: '维塞乌学术|维塞乌|Academico de Viseu|#000000|#FFFFFF|维塞乌|丰特洛球场',
};

/**
 * A league's season laid on its real fixtures: each on its real date and kick-off (the source's local time in
 * its zone), in its real round. A fixture whose kick-off the league has not set yet (the source gives the
 * round's date only) gets a provisional slot on that date from the league's kick-off window (`slot`). The
 * current round is the latest one begun by the anchor day.
 */
export function realFixtureSeason(
  league: SeededLeague,
  fixtures: RealFixture[],
  window: KickoffWindow,
  anchorDay: string,
  name: string,
  slot: (f: RealFixture) => number,
): PlannedSeason {
  const byName = new Map(league.teams.map((t) => [t.name, t]));
  const team = (club: string) => {
    const t = byName.get(club);
    if (!t) throw new Error(`real fixtures: ${club} is not a ${league.def.short} club`);
    return t;
  };
  const kickoffs = fixtures.map((f) => f.kickoff ?? slot(f));
  const matches: PlannedMatch[] = fixtures.map((f, i) => ({
    leagueId: league.id,
    round: f.round,
    kickoff: kickoffs[i] as number,
    home: team(f.home),
    away: team(f.away),
    stage: 'regular',
    leg: null,
    group: null,
    tz: f.tz,
    localDate: f.localDate,
    // A played real fixture keeps its slot; one still to be played (a provisional Saturday 15:00 slot, say) may
    // move a day or two off a UEFA cup fixture of one of its clubs, as broadcasters move them. So may the one the
    // league postponed (the source gives its date, no time): it is called off on the day it lands on.
    fixed: f.held !== null,
    real: f.postponed ? { held: null, postponed: true } : { held: f.held },
  }));
  const end = dayStart(anchorDay) + 86_400;
  const begun = new Set(fixtures.filter((_, i) => (kickoffs[i] as number) < end).map((f) => f.round));
  const totalRounds = Math.max(...fixtures.map((f) => f.round));
  return {
    league,
    name,
    totalRounds,
    currentRound: Math.min(totalRounds, Math.max(1, ...begun)),
    matches,
    window,
    stages: [],
    firstDay: null,
  };
}
