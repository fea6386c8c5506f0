import type {
  KnockoutRound,
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
  group: null,
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
  season: {
    id: 1,
    name: '2026/27',
    code: '2026-27',
    currentRound: 16,
    totalRounds: 38,
    current: true,
    through: null,
    firstDay: null,
  },
  seasons: [
    { code: '2026-27', name: '2026/27', current: true, through: null },
    { code: '2025-26', name: '2025/26', current: false, through: '2026-03-13' },
    { code: '2024-25', name: '2024/25', current: false, through: null },
  ],
  standings: premierTable(),
  knockout: null,
  nbaCup: null,
  ...overrides,
});

export const match = (id: number, overrides: Partial<MatchSummary> = {}): MatchSummary => ({
  id,
  sport: 'football',
  league: { id: 1, sport: 'football', name: '英格兰超级联赛', shortName: '英超', color: '#3D185C' },
  seasonId: 1,
  round: 16,
  roundName: '第16轮',
  stage: 'regular',
  leg: null,
  group: null,
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
  importance: 50,
  important: false,
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

/** A cup's knock-out rounds as the API sends them: play-offs done, last 16 half played, quarter-finals open. */
export const knockoutRounds = (): KnockoutRound[] => {
  const side = (rank: number) => ({ team: teamRef(100 + rank), seed: rank });
  const leg = (id: number, home: number, away: number, score: [number, number] | null, roundName: string) =>
    match(id, {
      home: teamRef(100 + home),
      away: teamRef(100 + away),
      homeScore: score ? score[0] : null,
      awayScore: score ? score[1] : null,
      status: score ? 'finished' : 'scheduled',
      phase: score ? 'finished' : 'upcoming',
      clockLabel: score ? '完场' : '04:00',
      roundName,
      stage: 'round_of_16',
      leg: roundName.endsWith('首回合') ? 1 : 2,
    });
  const legs = [
    { leg: 1, from: '2026-11-17T17:45:00Z', to: '2026-11-18T20:00:00Z' },
    { leg: 2, from: '2026-11-24T17:45:00Z', to: '2026-11-25T20:00:00Z' },
  ];
  return [
    {
      stage: 'knockout_playoff',
      name: '淘汰赛附加赛',
      legs,
      state: 'done',
      ties: Array.from({ length: 8 }, (_, k) => ({
        high: side(9 + k),
        low: side(24 - k),
        highFrom: null,
        lowFrom: null,
        legs: [
          leg(900 + k, 24 - k, 9 + k, [0, 1], '淘汰赛附加赛首回合'),
          leg(910 + k, 9 + k, 24 - k, [2, 0], '淘汰赛附加赛次回合'),
        ],
        aggregate: { high: 3, low: 0 },
        winnerId: 109 + k,
      })),
    },
    {
      stage: 'round_of_16',
      name: '1/8决赛',
      legs,
      state: 'live',
      ties: [
        {
          high: side(1),
          low: side(16),
          highFrom: null,
          lowFrom: null,
          legs: [leg(920, 16, 1, [1, 1], '1/8决赛首回合'), leg(921, 1, 16, null, '1/8决赛次回合')],
          aggregate: { high: 1, low: 1 },
          winnerId: null,
        },
      ],
    },
    {
      stage: 'quarter_final',
      name: '1/4决赛',
      legs,
      state: 'upcoming',
      ties: [
        {
          high: null,
          low: null,
          highFrom: '1/8决赛 种子1方胜者',
          lowFrom: '1/8决赛 种子8方胜者',
          legs: [],
          aggregate: null,
          winnerId: null,
        },
      ],
    },
  ];
};
