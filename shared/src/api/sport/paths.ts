/** Paths of the sports API, relative to the API host. Ids go in with the helpers below. */
export const SPORT_API = {
  matches: '/sportapi/matches',
  matchDays: '/sportapi/matches/days',
  match: (id: number) => `/sportapi/matches/${id}`,
  leagues: '/sportapi/leagues',
  league: (id: number) => `/sportapi/leagues/${id}`,
  leagueSchedule: (id: number) => `/sportapi/leagues/${id}/schedule`,
  leagueLeaders: (id: number) => `/sportapi/leagues/${id}/leaders`,
  team: (id: number) => `/sportapi/teams/${id}`,
  teamMatches: (id: number) => `/sportapi/teams/${id}/matches`,
  player: (id: number) => `/sportapi/players/${id}`,
  rankingStandings: '/sportapi/rankings/standings',
  rankingPlayers: '/sportapi/rankings/players',
  rankingExperts: '/sportapi/rankings/experts',
  articles: '/sportapi/articles',
  article: (id: number) => `/sportapi/articles/${id}`,
  experts: '/sportapi/experts',
  expert: (id: number) => `/sportapi/experts/${id}`,
  followExpert: (id: number) => `/sportapi/experts/${id}/follow`,
  solutions: '/sportapi/solutions',
  solution: (id: number) => `/sportapi/solutions/${id}`,
  buySolution: (id: number) => `/sportapi/solutions/${id}/buy`,
  live: '/sportapi/live',
  liveStatus: '/sportapi/live/status',
  teamBadge: (id: number) => `/sportapi/badges/teams/${id}.svg`,
  leagueBadge: (id: number) => `/sportapi/badges/leagues/${id}.svg`,
  expertAvatar: (id: number) => `/sportapi/badges/experts/${id}.svg`,
  playerPhoto: (id: number) => `/sportapi/badges/players/${id}.svg`,
  articleCover: (id: number) => `/sportapi/badges/articles/${id}.svg`,
} as const;

/** Page size bounds the server enforces (the match list may return a whole day for the scores screen). */
export const SPORT_PAGE_LIMITS = { default: 20, max: 200, matchListMax: 2000 } as const;
