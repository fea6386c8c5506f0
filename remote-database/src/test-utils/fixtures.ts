import type {
  LeagueDetailData,
  LeagueItem,
  LeagueTreeData,
  MatchSummary,
  Sport,
  StandingRow,
  TeamRef,
} from '@jincheng/shared';

export const teamRef = (id: number, name = `球队${id}`, nameEn = `Team ${id}`): TeamRef => ({
  id,
  name,
  shortName: name,
  nameEn,
  logo: `/sportapi/badges/teams/${id}.svg`,
  rank: null,
});

export const leagueItem = (
  id: number,
  shortName: string,
  overrides: Partial<LeagueItem> = {},
): LeagueItem => ({
  id,
  sport: 'football',
  name: `${shortName}全称`,
  shortName,
  nameEn: `${shortName} League`,
  color: '#3D185C',
  kind: 'league',
  countryName: '英格兰',
  logo: `/sportapi/badges/leagues/${id}.svg`,
  hot: false,
  ...overrides,
});

export const standingRow = (rank: number, overrides: Partial<StandingRow> = {}): StandingRow => ({
  rank,
  team: teamRef(100 + rank),
  played: 10,
  won: 10 - rank,
  drawn: 0,
  lost: rank,
  goalsFor: 30 - rank,
  goalsAgainst: 10 + rank,
  goalDifference: 20 - 2 * rank,
  points: 3 * (10 - rank),
  winPct: (10 - rank) / 10,
  gamesBehind: 0,
  form: 'WDLWW',
  zone: null,
  ...overrides,
});

/** A 20-team table with 欧冠 (1–4), 欧联 (5–6) and 降级 (18–20) zones. */
export const premierTable = (): StandingRow[] =>
  Array.from({ length: 20 }, (_, i) => {
    const rank = i + 1;
    const zone = rank <= 4 ? '欧冠' : rank <= 6 ? '欧联' : rank >= 18 ? '降级' : null;
    return standingRow(rank, { zone, points: 60 - rank * 2 });
  });

/** A 36-team league phase: 1–8 straight through, 9–24 play off. */
export const cupTable = (): StandingRow[] =>
  Array.from({ length: 36 }, (_, i) =>
    standingRow(i + 1, { zone: i < 8 ? '直接晋级' : i < 24 ? '附加赛' : null }),
  );

export const leagueDetail = (overrides: Partial<LeagueDetailData> = {}): LeagueDetailData => ({
  league: leagueItem(1, '英超', { name: '英格兰超级联赛', hot: true }),
  season: { id: 1, name: '2026/27', currentRound: 16, totalRounds: 38 },
  standings: premierTable(),
  ...overrides,
});

export const match = (id: number, overrides: Partial<MatchSummary> = {}): MatchSummary => ({
  id,
  sport: 'football',
  league: { id: 1, sport: 'football', name: '英格兰超级联赛', shortName: '英超', color: '#3D185C' },
  seasonId: 1,
  round: 16,
  roundName: '第16轮',
  kickoff: '2026-11-20T12:00:00Z',
  kickoffTbd: false,
  status: 'finished',
  statusLabel: '完场',
  phase: 'finished',
  minute: null,
  periodStartedAt: null,
  stoppage: null,
  clockLabel: '完场',
  period: null,
  clock: null,
  home: teamRef(14, '曼联'),
  away: teamRef(2, '维拉'),
  homeScore: 2,
  awayScore: 1,
  halfTime: { home: 1, away: 0 },
  cards: { homeYellow: 1, awayYellow: 2, homeRed: 0, awayRed: 0 },
  corners: { home: 5, away: 3 },
  periods: [],
  hasIntelligence: false,
  hasSolutions: false,
  venue: '老特拉福德',
  ...overrides,
});

export const leagueTree = (sport: Sport, hot: LeagueItem[]): LeagueTreeData => ({
  sport,
  hot,
  regions: [
    {
      id: 1,
      name: '欧洲',
      countries: [
        { id: 1, name: '英格兰', leagues: hot.filter((l) => l.countryName === '英格兰') },
        { id: 2, name: '国际', leagues: hot.filter((l) => l.countryName === '国际') },
      ],
    },
    {
      id: 2,
      name: '美洲',
      countries: [{ id: 3, name: '美国', leagues: hot.filter((l) => l.countryName === '美国') }],
    },
  ],
});
