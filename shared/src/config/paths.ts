/**
 * Every route of the product (seed spec §2), its Chinese title and the app that owns it.
 * The shell routes by this table; remotes link to each other's screens by URL through the builders below,
 * never by importing each other.
 */
export type AppName = 'shell' | 'scores' | 'content' | 'database' | 'account';

export interface RouteDef {
  /** react-router pattern */
  readonly path: string;
  readonly title: string;
  readonly owner: AppName;
  /** Full-page screens without header and footer (the third-party sign-in callback). */
  readonly chromeless?: boolean;
  /**
   * The query parameters the route's screen reads (`?tab=`, `?id=`…). The server renders a page from these
   * alone and keys its page cache on them: any other parameter (`?cb=<random>`) changes nothing on the page,
   * so it must not cost a render. A screen that starts reading a parameter declares it here.
   */
  readonly query?: readonly string[];
}

export const PRODUCT_NAME = '锦城体育';

export const ROUTES = [
  { path: '/', title: '首页', owner: 'shell' },
  { path: '/home', title: '首页', owner: 'shell' },
  { path: '/match', title: '足球比分', owner: 'scores', query: ['tab', 'date', 'group', 'important'] },
  { path: '/basket', title: '篮球比分', owner: 'scores', query: ['tab', 'date', 'group', 'important'] },
  { path: '/matchDetail/:type/:id', title: '足球比赛详情', owner: 'scores', query: ['tab'] },
  { path: '/basketballDetail/:type/:id', title: '篮球比赛详情', owner: 'scores', query: ['tab'] },
  {
    path: '/league',
    title: '全球赛事资料库',
    owner: 'database',
    query: ['id', 'tab', 'round', 'type', 'group', 'season'],
  },
  { path: '/news', title: '赛事新闻', owner: 'content', query: ['id'] },
  { path: '/intelligence', title: '赛事情报', owner: 'content', query: ['sport'] },
  { path: '/intelligenceDetails/:id', title: '情报详情', owner: 'content' },
  { path: '/experts', title: '专家预测', owner: 'content' },
  { path: '/expertsDetail', title: '专家详情', owner: 'content', query: ['id'] },
  { path: '/solutionDetails', title: '方案详情', owner: 'content', query: ['id'] },
  { path: '/special', title: '赛事前瞻', owner: 'content', query: ['sport'] },
  { path: '/specialDetails', title: '前瞻详情', owner: 'content', query: ['id'] },
  { path: '/balanceTopUp', title: '充值中心（首单福利）', owner: 'account', query: ['tab'] },
  { path: '/player/:playerId/:teamId', title: '足球球员', owner: 'database', query: ['compare', 'find'] },
  { path: '/playerLq/:playerId/:teamId', title: '篮球球员', owner: 'database', query: ['compare', 'find'] },
  { path: '/team/:id', title: '足球球队', owner: 'database', query: ['season', 'league'] },
  { path: '/teamLq/:id', title: '篮球球队', owner: 'database', query: ['season', 'league'] },
  { path: '/ranking', title: '排行榜', owner: 'database', query: ['board', 'sort', 'league', 'type'] },
  /** 数据模型 (issue 50): a product addition beyond the spec's routes, reached from the footer and the H5 menu. */
  { path: '/model', title: '数据模型', owner: 'database', query: ['sport'] },
  { path: '/downloadapp', title: 'APP下载', owner: 'shell' },
  { path: '/loginPage', title: '登录', owner: 'shell', chromeless: true, query: ['code', 'state'] },
] as const satisfies readonly RouteDef[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** Route patterns owned by one app, e.g. `OwnedPath<'scores'>` = '/match' | '/basket' | … */
export type OwnedPath<A extends AppName> = Extract<(typeof ROUTES)[number], { owner: A }>['path'];

export function pageTitle(routeTitle: string): string {
  return `${PRODUCT_NAME} - ${routeTitle}`;
}

/**
 * `{type}` of the match-detail routes: the sport code of the data feeds (Nami/TheSports `sport_id`),
 * 1 football, 2 basketball. The scores remote shows not-found for any other type (docs/scores.md).
 */
export const MATCH_DETAIL_TYPE = { football: 1, basketball: 2 } as const;

/** URL builders for links between apps. */
export const paths = {
  /** A match's detail screen, whichever sport it is. */
  matchOf: (sport: 'football' | 'basketball', id: string | number) =>
    sport === 'basketball'
      ? `/basketballDetail/${MATCH_DETAIL_TYPE.basketball}/${id}`
      : `/matchDetail/${MATCH_DETAIL_TYPE.football}/${id}`,
  home: () => '/home',
  match: () => '/match',
  basket: () => '/basket',
  matchDetail: (type: string | number, id: string | number) => `/matchDetail/${type}/${id}`,
  basketballDetail: (type: string | number, id: string | number) => `/basketballDetail/${type}/${id}`,
  league: (id?: string | number) => (id === undefined ? '/league' : `/league?id=${id}`),
  news: (id?: string | number) => (id === undefined ? '/news' : `/news?id=${id}`),
  /** The intelligence list, of one sport when given (`?sport=`, its 分类 filter). */
  intelligence: (sport?: 'football' | 'basketball') =>
    sport === undefined ? '/intelligence' : `/intelligence?sport=${sport}`,
  intelligenceDetails: (id: string | number) => `/intelligenceDetails/${id}`,
  experts: () => '/experts',
  expertsDetail: (id: string | number) => `/expertsDetail?id=${id}`,
  solutionDetails: (id: string | number) => `/solutionDetails?id=${id}`,
  /** The preview list, of one sport when given (`?sport=`, its 分类 filter). */
  special: (sport?: 'football' | 'basketball') =>
    sport === undefined ? '/special' : `/special?sport=${sport}`,
  specialDetails: (id: string | number) => `/specialDetails?id=${id}`,
  balanceTopUp: () => '/balanceTopUp',
  player: (playerId: string | number, teamId: string | number) => `/player/${playerId}/${teamId}`,
  playerLq: (playerId: string | number, teamId: string | number) => `/playerLq/${playerId}/${teamId}`,
  team: (id: string | number) => `/team/${id}`,
  teamLq: (id: string | number) => `/teamLq/${id}`,
  ranking: () => '/ranking',
  /** 数据模型: the model's track record, of one sport when given (`?sport=`, default football). */
  model: (sport?: 'football' | 'basketball') => (sport === undefined ? '/model' : `/model?sport=${sport}`),
  downloadApp: () => '/downloadapp',
  loginPage: () => '/loginPage',
} as const;
