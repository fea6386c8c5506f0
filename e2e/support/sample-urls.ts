import type { APIRequestContext } from '@playwright/test';
import { ROUTES, type RoutePath } from '@jincheng/shared/core';

type Row = Record<string, unknown>;
type Json = { data: Row & { list?: Row[] } };

async function get(request: APIRequestContext, url: string): Promise<Json> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return (await response.json()) as Json;
}

function first(json: Json, what: string): Row {
  const row = json.data.list?.[0];
  if (!row) throw new Error(`the API has no ${what}: the samples need real data`);
  return row;
}

type Named = { id: number; name: string };

/**
 * One screen of the product with real data: a route of the spec, a URL whose ids come from the running
 * server, and what only the real content shows. A not-found, error or skeleton state cannot pass for it.
 */
export interface SampleScreen {
  /** The spec's route pattern. */
  route: RoutePath;
  /** Distinguishes two screens of one route (the /news list and `/news?id=`). */
  name: string;
  url: string;
  /** A heading the screen shows (exact accessible name). */
  heading?: string;
  /** Texts from the API for the ids in the URL (names, titles), all shown on the screen. */
  texts?: string[];
  /** `href` prefix of links to real items the screen lists (at least one shown). */
  links?: string;
}

/** Every route of the spec, plus the second screen of /news and /league, with ids read from the API. */
export async function sampleScreens(request: APIRequestContext): Promise<SampleScreen[]> {
  const football = first(await get(request, '/sportapi/matches?sport=football&pageSize=1'), 'football match');
  const basketball = first(await get(request, '/sportapi/matches?sport=basketball&pageSize=1'), 'basketball');
  const [home, away] = [football.home as Named, football.away as Named];
  const [bHome, bAway] = [basketball.home as Named, basketball.away as Named];
  const team = (await get(request, `/sportapi/teams/${home.id}`)).data as { squad: Named[] };
  const bTeam = (await get(request, `/sportapi/teams/${bHome.id}`)).data as { squad: Named[] };
  const [player, bPlayer] = [team.squad[0], bTeam.squad[0]];
  if (!player || !bPlayer) throw new Error('a sample team has no squad');
  const league = (football.league as { id: number }).id;
  const leagueName = ((await get(request, `/sportapi/leagues/${league}`)).data.league as Named).name;
  const article = async (kind: string) =>
    first(await get(request, `/sportapi/articles?kind=${kind}&pageSize=1`), kind);
  const [intelligence, news, preview] = [
    await article('intelligence'),
    await article('news'),
    await article('preview'),
  ];
  const expert = first(await get(request, '/sportapi/experts?pageSize=1'), 'expert');
  const solution = first(await get(request, '/sportapi/solutions?pageSize=1'), 'solution');
  const title = (row: Row) => String(row.title);

  const screens: SampleScreen[] = [
    { route: '/', name: '/', url: '/', heading: '热门比赛', links: '/news?id=' },
    { route: '/home', name: '/home', url: '/home', heading: '热门比赛', links: '/news?id=' },
    { route: '/match', name: '/match', url: '/match', heading: '足球比分', links: '/matchDetail/1/' },
    { route: '/basket', name: '/basket', url: '/basket', heading: '篮球比分', links: '/basketballDetail/2/' },
    {
      route: '/matchDetail/:type/:id',
      name: '/matchDetail',
      url: `/matchDetail/1/${football.id}`,
      texts: [home.name, away.name],
    },
    {
      route: '/matchDetail/:type/:id',
      name: '/matchDetail?tab=odds',
      url: `/matchDetail/1/${football.id}?tab=odds`,
      heading: '亚盘',
      texts: [home.name],
    },
    {
      route: '/basketballDetail/:type/:id',
      name: '/basketballDetail',
      url: `/basketballDetail/2/${basketball.id}`,
      texts: [bHome.name, bAway.name],
    },
    { route: '/league', name: '/league', url: '/league', heading: '全球赛事资料库', links: '/league?id=' },
    {
      route: '/league',
      name: '/league?id=',
      url: `/league?id=${league}`,
      heading: leagueName,
      links: '/team/',
    },
    { route: '/news', name: '/news', url: '/news', heading: '赛事新闻', links: '/news?id=' },
    { route: '/news', name: '/news?id=', url: `/news?id=${news.id}`, heading: title(news) },
    {
      route: '/intelligence',
      name: '/intelligence',
      url: '/intelligence',
      heading: '赛事情报',
      links: '/intelligenceDetails/',
    },
    {
      route: '/intelligenceDetails/:id',
      name: '/intelligenceDetails',
      url: `/intelligenceDetails/${intelligence.id}`,
      heading: title(intelligence),
    },
    {
      route: '/experts',
      name: '/experts',
      url: '/experts',
      heading: '专家预测',
      links: '/expertsDetail?id=',
    },
    {
      route: '/expertsDetail',
      name: '/expertsDetail',
      url: `/expertsDetail?id=${expert.id}`,
      heading: String(expert.name),
    },
    {
      route: '/solutionDetails',
      name: '/solutionDetails',
      url: `/solutionDetails?id=${solution.id}`,
      heading: title(solution),
    },
    {
      route: '/special',
      name: '/special',
      url: '/special',
      heading: '赛事前瞻',
      links: '/specialDetails?id=',
    },
    {
      route: '/specialDetails',
      name: '/specialDetails',
      url: `/specialDetails?id=${preview.id}`,
      heading: title(preview),
    },
    { route: '/balanceTopUp', name: '/balanceTopUp', url: '/balanceTopUp', heading: '充值中心（首单福利）' },
    {
      route: '/player/:playerId/:teamId',
      name: '/player',
      url: `/player/${player.id}/${home.id}`,
      texts: [player.name, home.name],
    },
    {
      route: '/playerLq/:playerId/:teamId',
      name: '/playerLq',
      url: `/playerLq/${bPlayer.id}/${bHome.id}`,
      texts: [bPlayer.name, bHome.name],
    },
    // 对比 (issue 47): a teammate side by side, the comparison table open.
    {
      route: '/player/:playerId/:teamId',
      name: '/player?compare=',
      url: `/player/${player.id}/${home.id}?compare=${(team.squad[1] ?? player).id}`,
      texts: [player.name, (team.squad[1] ?? player).name],
    },
    {
      route: '/playerLq/:playerId/:teamId',
      name: '/playerLq?compare=',
      url: `/playerLq/${bPlayer.id}/${bHome.id}?compare=${(bTeam.squad[1] ?? bPlayer).id}`,
      texts: [bPlayer.name, (bTeam.squad[1] ?? bPlayer).name],
    },
    { route: '/team/:id', name: '/team', url: `/team/${home.id}`, heading: home.name, texts: [player.name] },
    {
      route: '/teamLq/:id',
      name: '/teamLq',
      url: `/teamLq/${bHome.id}`,
      heading: bHome.name,
      texts: [bPlayer.name],
    },
    { route: '/ranking', name: '/ranking', url: '/ranking', heading: '排行榜', links: '/team/' },
    // The deeper boards (issue 47): 评分榜 on the league page with its note.
    {
      route: '/league',
      name: '/league?tab=leaders&type=rating',
      url: `/league?id=${league}&tab=leaders&type=rating`,
      heading: leagueName,
      links: '/team/',
    },
    // 数据模型 (issue 50): the model's track record, its table and charts.
    { route: '/model', name: '/model', url: '/model', heading: '数据模型', texts: ['分联赛、分赛季'] },
    { route: '/downloadapp', name: '/downloadapp', url: '/downloadapp', heading: '功能亮点' },
    { route: '/loginPage', name: '/loginPage', url: '/loginPage', heading: '锦城体育 · 登录' },
  ];
  const missing = ROUTES.filter((r) => !screens.some((s) => s.route === r.path));
  if (missing.length) throw new Error(`no sample screen for ${missing.map((r) => r.path).join(', ')}`);
  return screens;
}

/** One real URL per route pattern (the detail variant where a route has two screens). */
export async function sampleUrls(request: APIRequestContext): Promise<Record<string, string>> {
  const screens = await sampleScreens(request);
  return Object.fromEntries(
    ROUTES.map((r) => [r.path, screens.filter((s) => s.route === r.path).at(-1)!.url]),
  );
}
