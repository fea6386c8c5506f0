import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { shownName } from './names';
import { newContext } from './test';

type Named = { id: number; name: string };
type Json<T> = { data: T };

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as Json<T>).data;
}

/** The markup the server put into `#root` (without the data block and scripts), as text and as HTML. */
export function rootOf(html: string): { markup: string; text: string } {
  const start = html.search(/<div id="root"[^>]*>/);
  const end = html.indexOf('<script type="application/json" id="jc-data">');
  expect(start, 'the page has server markup').toBeGreaterThan(-1);
  const markup = html.slice(start, end > start ? end : undefined);
  const text = markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { markup, text };
}

type Team = Named & { shortName: string };

/** Team names of a match as list rows show them (short names), read from the API. */
export async function matchTeams(request: APIRequestContext, id: number) {
  const detail = await data<{ match: { home: Team; away: Team } }>(request, `/sportapi/matches/${id}`);
  return [shownName(detail.match.home, 'score-row'), shownName(detail.match.away, 'score-row')];
}

export interface RouteCase {
  name: string;
  url: string;
  /** Texts from the API that the server's HTML of the page must hold. */
  texts: string[];
  /** og:title expected, when the page is about one thing. */
  ogTitle?: string;
  /** A selector of server-rendered content that must survive hydration as the same element. */
  probe: string;
}

/** The five routes of issue 16 with ids and texts read from the API of the server under test. */
export async function routeCases(request: APIRequestContext): Promise<RouteCase[]> {
  const list = await data<{ list: Array<{ id: number; home: Team; away: Team }> }>(
    request,
    '/sportapi/matches?sport=football&pageSize=1',
  );
  const match = list.list[0];
  if (!match) throw new Error('the API has no football match');
  const news = (
    await data<{ list: Array<{ id: number }> }>(request, '/sportapi/articles?kind=news&pageSize=1')
  ).list[0];
  if (!news) throw new Error('the API has no news');
  const article = await data<{ title: string; sections: Array<{ paragraphs: string[] }> }>(
    request,
    `/sportapi/articles/${news.id}`,
  );
  const leagues = await data<{ hot: Named[] }>(request, '/sportapi/leagues?sport=football');
  const league = leagues.hot[0];
  if (!league) throw new Error('the API has no hot league');
  const table = await data<{ standings: Array<{ team: Team }> }>(request, `/sportapi/leagues/${league.id}`);
  const paragraph = article.sections.flatMap((s) => s.paragraphs)[0] ?? '';
  return [
    { name: '/home', url: '/home', texts: ['热门比赛', '今日比分'], probe: 'main [data-remote="scores"]' },
    {
      name: '/match',
      url: '/match',
      texts: ['足球比分'],
      probe: 'main [data-remote="scores"] a[href^="/matchDetail/1/"]',
    },
    {
      name: '/matchDetail',
      url: `/matchDetail/1/${match.id}`,
      texts: [shownName(match.home, 'match-header'), shownName(match.away, 'match-header')],
      ogTitle: `${match.home.name} vs ${match.away.name}`,
      probe: 'main [data-remote="scores"] h1, main [data-remote="scores"] h2',
    },
    {
      name: '/news?id=',
      url: `/news?id=${news.id}`,
      texts: [article.title, paragraph.slice(0, 20)],
      ogTitle: article.title,
      probe: 'main [data-remote="content"] h1',
    },
    {
      name: '/league?id=',
      url: `/league?id=${league.id}`,
      texts: [league.name, ...table.standings.slice(0, 3).map((row) => shownName(row.team, 'standings'))],
      probe: 'main [data-remote="database"] table',
    },
  ];
}

/** For list pages: the first match linked from the server's HTML, and its team names from the API. */
export async function firstLinkedMatch(request: APIRequestContext, markup: string) {
  const id = Number(/href="\/matchDetail\/1\/(\d+)"/.exec(markup)?.[1]);
  expect(id, 'the server HTML links to a match').toBeGreaterThan(0);
  return matchTeams(request, id);
}

/**
 * Opens `url` and records console errors and warnings; remembers the server-rendered `probe` element before
 * any script ran (document.readyState 'interactive' comes before deferred scripts), so the test can tell
 * whether hydration kept it or rendered the screen again.
 */
export async function openHydrated(
  browser: Browser,
  baseURL: string,
  url: string,
  probe: string,
  options: BrowserContextOptions = {},
) {
  const context = await newContext(browser, { locale: 'zh-CN', timezoneId: 'Asia/Shanghai', ...options });
  const page: Page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.addInitScript((selector) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { __ssrProbe: Element | null }).__ssrProbe = document.querySelector(selector);
      }
    });
  }, probe);
  await page.goto(baseURL + url, { waitUntil: 'networkidle' });
  return { page, context, messages };
}
