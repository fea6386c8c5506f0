import type {
  ArticleDetailData,
  ArticleSummary,
  ExpertSummary,
  MatchSummary,
  Page,
  SolutionDetailData,
  SolutionModelView,
} from '@jincheng/shared';

export function page<T>(list: T[], page = 1, total = list.length, pageSize = list.length): Page<T> {
  return { list, page, pageSize, total, hasMore: page * pageSize < total };
}

export function article(id: number, over: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    kind: 'news',
    sport: 'football',
    title: `新闻标题 ${id}`,
    summary: `摘要 ${id}`,
    cover: `/sportapi/badges/articles/${id}.svg`,
    author: '锦城体育',
    publishedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    views: 1234,
    tags: ['英超', '新闻'],
    matchId: null,
    leagueId: 1,
    ...over,
  };
}

const team = (id: number, name: string) => ({
  id,
  name,
  shortName: name,
  nameEn: name,
  logo: `/sportapi/badges/teams/${id}.svg`,
  rank: null,
});

export function match(id: number, over: Partial<MatchSummary> = {}): MatchSummary {
  return {
    id,
    sport: 'football',
    league: { id: 1, sport: 'football', name: '英格兰超级联赛', shortName: '英超', color: '#3D185C' },
    seasonId: 1,
    round: 12,
    roundName: '第12轮',
    stage: 'regular',
    leg: null,
    group: null,
    kickoff: '2025-06-01T12:00:00Z',
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
    home: team(1, '阿森纳'),
    away: team(2, '切尔西'),
    homeScore: 2,
    awayScore: 1,
    halfTime: null,
    cards: { homeYellow: 0, awayYellow: 0, homeRed: 0, awayRed: 0 },
    corners: null,
    periods: [],
    hasIntelligence: true,
    hasSolutions: true,
    venue: '',
    importance: 50,
    important: false,
    ...over,
  };
}

export function articleDetail(id: number, over: Partial<ArticleDetailData> = {}): ArticleDetailData {
  return {
    ...article(id, { kind: 'intelligence', matchId: 77 }),
    sections: [
      { title: '伤停', paragraphs: ['<img src=x onerror="alert(1)">主力中卫缺阵'] },
      { title: '结论', paragraphs: ['主队有望取胜'] },
    ],
    match: match(77),
    related: [],
    ...over,
  };
}

export function expert(id: number, over: Partial<ExpertSummary> = {}): ExpertSummary {
  return {
    id,
    name: `专家${id}`,
    avatar: '',
    sport: 'football',
    title: '资深分析师',
    bio: '十年足球分析经验',
    hitRate: 66.7,
    streak: 3,
    bestStreak: 8,
    followers: 12000,
    settled: 30,
    red: 20,
    black: 10,
    tags: [],
    ...over,
  };
}

export function solution(id: number, over: Partial<SolutionDetailData> = {}): SolutionDetailData {
  return {
    id,
    expertId: 1,
    expertName: '专家1',
    expertAvatar: '',
    title: '阿森纳 vs 切尔西：深度剖析',
    price: 28,
    summary: '免费摘要：两队近况',
    result: 'pending',
    resultLabel: '待开奖',
    publishedAt: '2025-06-01T08:00:00Z',
    match: match(77, {
      status: 'scheduled',
      statusLabel: '未开赛',
      phase: 'upcoming',
      homeScore: null,
      awayScore: null,
    }),
    expert: expert(1),
    analysis: null,
    pick: null,
    purchased: false,
    locked: true,
    ...over,
  };
}

/** The model's view beside a solution (issue 50): a frozen 胜平负 forecast, the verdict hidden unless given. */
export function modelView(over: Partial<SolutionModelView> = {}): SolutionModelView {
  return {
    kind: 'frozen',
    madeAt: '2025-05-30T04:00:00Z',
    forecast: {
      sport: 'football',
      home: 0.521,
      draw: 0.262,
      away: 0.217,
      xgHome: 1.62,
      xgAway: 0.98,
      scores: [{ home: 1, away: 0, p: 0.11 }],
      over25: 0.47,
      btts: 0.49,
    },
    verdict: 'hidden',
    pickProbability: null,
    ...over,
  };
}
