import type { LeagueItem, Sport } from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import { sql } from 'kysely';

/** A league row with its country and region, as the database routes list and show it. */
export interface LeagueRow {
  id: number;
  sport: Sport;
  name: string;
  short_name: string;
  name_en: string;
  color: string;
  kind: 'league' | 'cup';
  hot: number;
  country: string;
  country_id: number;
  region: string;
  region_id: number;
}
export const LEAGUE_SELECT =
  sql.raw(`SELECT l.*, c.name country, c.id country_id, r.name region, r.id region_id
  FROM sport_leagues l JOIN sport_countries c ON c.id = l.country_id JOIN sport_regions r ON r.id = c.region_id`);

export function leagueItem(l: LeagueRow): LeagueItem {
  return {
    id: l.id,
    sport: l.sport,
    name: l.name,
    shortName: l.short_name,
    nameEn: l.name_en,
    color: l.color,
    kind: l.kind,
    countryName: l.country,
    logo: SPORT_API.leagueBadge(l.id),
    hot: l.hot === 1,
  };
}
