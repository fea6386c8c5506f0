import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from '../../shared/src/config/paths';

type Json = { data: Record<string, unknown> & { list?: Record<string, unknown>[] } };

async function get(request: APIRequestContext, url: string): Promise<Json> {
  return (await (await request.get(url)).json()) as Json;
}

const first = (json: Json) => json.data.list?.[0] ?? {};

/**
 * A real URL for every route of the spec, with ids taken from the running server's data, so each screen is
 * checked with content rather than a not-found state.
 */
export async function sampleUrls(request: APIRequestContext): Promise<Record<string, string>> {
  const football = first(await get(request, '/sportapi/matches?sport=football&pageSize=1'));
  const basketball = first(await get(request, '/sportapi/matches?sport=basketball&pageSize=1'));
  const home = football.home as { id: number };
  const bHome = basketball.home as { id: number };
  const team = (await get(request, `/sportapi/teams/${home.id}`)).data as { squad?: { id: number }[] };
  const bTeam = (await get(request, `/sportapi/teams/${bHome.id}`)).data as { squad?: { id: number }[] };
  const intelligence = first(await get(request, '/sportapi/articles?kind=intelligence&pageSize=1'));
  const news = first(await get(request, '/sportapi/articles?kind=news&pageSize=1'));
  const preview = first(await get(request, '/sportapi/articles?kind=preview&pageSize=1'));
  const expert = first(await get(request, '/sportapi/experts?pageSize=1'));
  const solution = first(await get(request, '/sportapi/solutions?pageSize=1'));
  const player = team.squad?.[0]?.id ?? 1;
  const bPlayer = bTeam.squad?.[0]?.id ?? 1;
  const urls: Record<string, string> = {
    '/matchDetail/:type/:id': `/matchDetail/1/${football.id}`,
    '/basketballDetail/:type/:id': `/basketballDetail/2/${basketball.id}`,
    '/intelligenceDetails/:id': `/intelligenceDetails/${intelligence.id}`,
    '/news': `/news?id=${news.id}`,
    '/specialDetails': `/specialDetails?id=${preview.id}`,
    '/expertsDetail': `/expertsDetail?id=${expert.id}`,
    '/solutionDetails': `/solutionDetails?id=${solution.id}`,
    '/player/:playerId/:teamId': `/player/${player}/${home.id}`,
    '/playerLq/:playerId/:teamId': `/playerLq/${bPlayer}/${bHome.id}`,
    '/team/:id': `/team/${home.id}`,
    '/teamLq/:id': `/teamLq/${bHome.id}`,
  };
  return Object.fromEntries(ROUTES.map((r) => [r.path, urls[r.path] ?? r.path]));
}
