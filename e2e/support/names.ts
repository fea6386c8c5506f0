import { expect, type APIRequestContext } from '@playwright/test';
import { pinyinKeys } from '../../server/src/sport/search/search-keys';

/** A team as the API gives it. */
export interface NamedTeam {
  id: number;
  name: string;
  shortName: string;
}

/**
 * Where a screen names a team, and which of its names it shows there: score rows, tables (standings, leaders,
 * fixtures), knockout ties, alerts and the offline list use the short name (布伦特); headings, the match
 * header, follow buttons, og titles and search results the full one (布伦特福德). Tests look for a team's name
 * through this, never by guessing: a name and its short name are the same for some clubs only, so a guess
 * passes at one hour and fails at another.
 */
export type NamePlace =
  | 'score-row'
  | 'standings'
  | 'fixtures'
  | 'alert'
  | 'offline-list'
  | 'heading'
  | 'match-header'
  | 'follow-button'
  | 'search-option';

const SHORT: ReadonlySet<NamePlace> = new Set([
  'score-row',
  'standings',
  'fixtures',
  'alert',
  'offline-list',
]);

export function shownName(team: Pick<NamedTeam, 'name' | 'shortName'>, place: NamePlace): string {
  return SHORT.has(place) ? team.shortName : team.name;
}

type SearchGroup = { kind: string; list: Array<{ id: number }> };

/**
 * A team among `candidates` that the header search lists for the pinyin initials of its short name, with
 * those initials: the query comes from the search index itself (the hits the panel shows, the API's default
 * limit), so the test never types initials that rank its team below what is shown.
 */
export async function teamFoundByInitials(
  request: APIRequestContext,
  candidates: NamedTeam[],
): Promise<{ team: NamedTeam; initials: string }> {
  const tried: string[] = [];
  for (const team of candidates) {
    const initials = pinyinKeys(team.shortName).initials;
    if (initials.length < 2) continue;
    const res = await request.get(`/sportapi/search?q=${encodeURIComponent(initials)}`);
    expect(res.ok(), `search ${initials} answered ${res.status()}`).toBe(true);
    const groups = (await res.json()).data.groups as SearchGroup[];
    const teams = groups.find((g) => g.kind === 'team')?.list ?? [];
    if (teams.some((hit) => hit.id === team.id)) return { team, initials };
    tried.push(`${team.shortName} (${initials})`);
  }
  throw new Error(`no team is listed for the initials of its short name: ${tried.join(', ')}`);
}
