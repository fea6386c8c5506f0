import {
  formatDate,
  MATCH_STATUS_LABELS,
  paths,
  SEARCH_KIND_LABELS,
  type SearchData,
  type SearchHit,
  type SearchKind,
} from '@jincheng/shared';

/** One row of the results list: where it leads and what it says. */
export interface SearchOption {
  id: string;
  kind: SearchKind;
  href: string;
  title: string;
  detail: string;
}

export interface SearchOptionGroup {
  kind: SearchKind;
  label: string;
  total: number;
  options: SearchOption[];
}

function optionOf(hit: SearchHit): Omit<SearchOption, 'id'> {
  switch (hit.kind) {
    case 'team':
      return {
        kind: 'team',
        href: hit.sport === 'basketball' ? paths.teamLq(hit.id) : paths.team(hit.id),
        title: hit.name,
        detail: [hit.shortName !== hit.name ? hit.shortName : '', hit.leagueName, hit.nameEn]
          .filter(Boolean)
          .join(' · '),
      };
    case 'player':
      return {
        kind: 'player',
        href:
          hit.sport === 'basketball' ? paths.playerLq(hit.id, hit.teamId) : paths.player(hit.id, hit.teamId),
        title: hit.name,
        detail: `${hit.teamName} · ${hit.number}号 ${hit.position} · ${hit.nameEn}`,
      };
    case 'league':
      return {
        kind: 'league',
        href: paths.league(hit.id),
        title: hit.name,
        detail: [hit.shortName !== hit.name ? hit.shortName : '', hit.nameEn].filter(Boolean).join(' · '),
      };
    case 'match': {
      const m = hit.match;
      const score = m.homeScore === null || m.awayScore === null ? 'vs' : `${m.homeScore}-${m.awayScore}`;
      return {
        kind: 'match',
        href: paths.matchOf(m.sport, m.id),
        title: `${m.home.shortName} ${score} ${m.away.shortName}`,
        detail: `${m.league.shortName} · ${formatDate(m.kickoff, 'HH:mm')} · ${MATCH_STATUS_LABELS[m.status]}`,
      };
    }
  }
}

/** The answer as labelled groups of options, each option with an id unique in the list (for ARIA). */
export function searchOptions(data: SearchData | undefined): SearchOptionGroup[] {
  return (data?.groups ?? []).map((group) => ({
    kind: group.kind,
    label: SEARCH_KIND_LABELS[group.kind],
    total: group.total,
    options: group.list.map((hit, i) => ({ ...optionOf(hit), id: `search-${group.kind}-${i}` })),
  }));
}
