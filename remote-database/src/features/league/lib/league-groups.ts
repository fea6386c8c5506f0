import type { LeagueItem, LeagueTreeData } from '@jincheng/shared';

export interface LeagueSection {
  title: string;
  leagues: LeagueItem[];
}

export interface LeagueGroup {
  /** Query value of `group`. */
  key: string;
  name: string;
  sections: LeagueSection[];
}

const REGION_KEYS: Record<string, string> = {
  欧洲: 'europe',
  亚洲: 'asia',
  美洲: 'americas',
  非洲: 'africa',
  大洋洲: 'oceania',
};

/** The API files international competitions under a country named 国际 inside their region. */
const INTERNATIONAL = '国际';

/**
 * The directory's groups: 热门 (both sports), one group per football region (clubs by country),
 * 国际赛事 (continental cups and leagues), 篮球 (by country).
 */
export function buildLeagueGroups(football: LeagueTreeData, basketball: LeagueTreeData): LeagueGroup[] {
  const hot: LeagueGroup = {
    key: 'hot',
    name: '热门',
    sections: [
      { title: '足球', leagues: football.hot },
      { title: '篮球', leagues: basketball.hot },
    ].filter((s) => s.leagues.length > 0),
  };
  const regions: LeagueGroup[] = football.regions.map((region) => ({
    key: REGION_KEYS[region.name] ?? `region-${region.id}`,
    name: region.name,
    sections: region.countries
      .filter((c) => c.name !== INTERNATIONAL)
      .map((c) => ({ title: c.name, leagues: c.leagues })),
  }));
  const international: LeagueGroup = {
    key: 'intl',
    name: '国际赛事',
    sections: football.regions
      .map((region) => ({
        title: region.name,
        leagues: region.countries.filter((c) => c.name === INTERNATIONAL).flatMap((c) => c.leagues),
      }))
      .filter((s) => s.leagues.length > 0),
  };
  const hoops: LeagueGroup = {
    key: 'basketball',
    name: '篮球',
    sections: basketball.regions.flatMap((region) =>
      region.countries.map((c) => ({
        title: c.name === INTERNATIONAL ? `${region.name}国际赛事` : c.name,
        leagues: c.leagues,
      })),
    ),
  };
  return [hot, ...regions.filter((g) => g.sections.length > 0), international, hoops];
}

/** Every league of both trees, once each, for the search box. */
export function allLeagues(football: LeagueTreeData, basketball: LeagueTreeData): LeagueItem[] {
  return [football, basketball].flatMap((tree) =>
    tree.regions.flatMap((r) => r.countries.flatMap((c) => c.leagues)),
  );
}

/** Leagues whose Chinese, short or English name or country contains the text (case-insensitive). */
export function searchLeagues(leagues: readonly LeagueItem[], text: string): LeagueItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return leagues.filter((l) =>
    [l.name, l.shortName, l.nameEn, l.countryName].some((v) => v.toLowerCase().includes(needle)),
  );
}
