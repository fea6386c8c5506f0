import type { SearchLeagueHit, SearchPlayerHit, SearchTeamHit, Sport } from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import type { Db } from '../../db/database';
import { GroupIndex, type Entry } from './group-index';
import { keysOf, type EntryKeys } from './search-keys';
import { breathe } from '../../breathe';

/** Today's match: found by its teams' and league's names; its live state is read when it is found. */
export interface MatchEntryHit {
  id: number;
}

export interface IndexEntries {
  team: GroupIndex<SearchTeamHit>;
  player: GroupIndex<SearchPlayerHit>;
  league: GroupIndex<SearchLeagueHit>;
  match: GroupIndex<MatchEntryHit>;
}

/** Building reads ~50,000 names through pinyin-pro: the event loop is handed back every 2,000. */
async function mapChunked<R, E>(rows: R[], make: (row: R) => E): Promise<E[]> {
  const out: E[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    out.push(make(rows[i] as R));
    if (i % 2000 === 1999) await breathe();
  }
  return out;
}

/** A player's search keys: his name, original spelling and each of its words, and his aliases (`/`-separated). */
export function playerKeys(name: string, en: string, aliases: string): EntryKeys {
  return keysOf([name, en, ...en.split(/[\s-]+/), ...aliases.split('/')]);
}

/**
 * Reads teams, players, leagues and the day's matches through the query builder (SQLite and PostgreSQL
 * alike) and precomputes every name's keys: Chinese name, short name, English name, full pinyin, initials.
 */
export async function buildEntries(db: Db, day: string): Promise<IndexEntries> {
  const leagues = await db.qb
    .selectFrom('sport_leagues')
    .select(['id', 'sport', 'name', 'short_name', 'name_en', 'hot', 'sort'])
    .execute();
  const teams = await db.qb
    .selectFrom('sport_teams as t')
    .innerJoin('sport_leagues as l', 'l.id', 't.league_id')
    .select([
      't.id',
      't.sport',
      't.name',
      't.short_name',
      't.name_en',
      't.strength',
      'l.short_name as league',
      'l.hot',
    ])
    .execute();
  const players = await db.qb
    .selectFrom('sport_players as p')
    .innerJoin('sport_teams as t', 't.id', 'p.team_id')
    .select([
      'p.id',
      'p.name',
      'p.name_en',
      'p.aliases',
      'p.number',
      'p.position',
      'p.skill',
      't.id as team_id',
    ])
    .select(['t.sport', 't.short_name as team'])
    .execute();
  const matches = await db.qb
    .selectFrom('sport_matches')
    .select(['id', 'league_id', 'home_id', 'away_id', 'kickoff'])
    .where('day', '=', day)
    .execute();
  const league: Entry<SearchLeagueHit>[] = leagues.map((l) => ({
    keys: keysOf([l.name, l.short_name, l.name_en]),
    order: (l.hot ? 0 : 100000) + l.sort,
    hit: {
      kind: 'league',
      id: l.id,
      sport: l.sport as Sport,
      name: l.name,
      shortName: l.short_name,
      nameEn: l.name_en,
      logo: SPORT_API.leagueBadge(l.id),
    },
  }));
  const team: Entry<SearchTeamHit>[] = teams.map((t) => ({
    keys: keysOf([t.name, t.short_name, t.name_en]),
    // Clubs of the leagues fans follow first, football before basketball (a club with both, like 皇马, is
    // searched for its football side more), then the stronger (strengths are 0–1).
    order: (t.hot ? 0 : 10) + (t.sport === 'basketball' ? 2 : 0) - t.strength,
    hit: {
      kind: 'team',
      id: t.id,
      sport: t.sport as Sport,
      name: t.name,
      shortName: t.short_name,
      nameEn: t.name_en,
      leagueName: t.league,
      logo: SPORT_API.teamBadge(t.id),
    },
  }));
  const player = await mapChunked(players, (p) => ({
    // Each word of an original spelling is a name of its own: kane finds Harry Kane before Kanerono. What
    // fans call him (C罗, 字母哥) is a name too, so an exact nickname ranks him first.
    keys: playerKeys(p.name, p.name_en, p.aliases),
    order: -p.skill,
    hit: {
      kind: 'player' as const,
      id: p.id,
      sport: p.sport as Sport,
      name: p.name,
      nameEn: p.name_en,
      teamId: p.team_id,
      teamName: p.team,
      position: p.position,
      number: p.number,
      photo: SPORT_API.playerPhoto(p.id),
    },
  }));
  const keysById = (entries: Array<Entry<{ id: number }>>) => new Map(entries.map((e) => [e.hit.id, e.keys]));
  const teamKeys = keysById(team);
  const leagueKeys = keysById(league);
  const match = matches.map((m) => {
    const parts = [teamKeys.get(m.home_id), teamKeys.get(m.away_id), leagueKeys.get(m.league_id)];
    return {
      keys: {
        words: parts.flatMap((k) => k?.words ?? []),
        initials: parts.flatMap((k) => k?.initials ?? []),
      },
      order: m.kickoff,
      hit: { id: m.id },
    };
  });
  return {
    team: new GroupIndex(team),
    player: new GroupIndex(player),
    league: new GroupIndex(league),
    match: new GroupIndex(match),
  };
}
