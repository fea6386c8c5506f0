import { sql } from 'kysely';
import type { ArticleSummary, Page, PostCommentData } from '@jincheng/shared/core';
import { registerCommunityApi } from '../../src/community';
import { readConfig } from '../../src/config';
import { createThrottle } from '../../src/security/throttle';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { fakeAccounts, getJson, startServer, type TestServer } from '../sport/helpers';

/**
 * The whole community module (comments, fan ratings, nickname, moderation) over the sport test server, with the throttle's
 * default rules and fake tokens (`token-<id>`). `fans` are made as users named 球迷<id>.
 */
export async function startCommunityServer(fans: readonly number[]) {
  const s: TestServer = await startServer({}, {}, async (app, db, sport) => {
    const throttle = await createThrottle(app, db, true);
    const config = { ...readConfig({}), throttle: DEFAULT_THROTTLE, demo: false };
    await registerCommunityApi(
      app,
      { db, throttle, config, providers: { pay: null, sms: null, wechat: null } },
      { auth: (await fakeAccounts(db)).auth, playedIn: sport.playedIn, live: sport },
    );
  });
  for (const id of fans)
    await sql`INSERT INTO users (id, user_name, created_at) VALUES (${id}, ${`球迷${id}`}, ${Date.now()})`.execute(
      s.db.qb,
    );
  const news = await getJson<Page<ArticleSummary>>(`${s.base}/sportapi/articles?kind=news&pageSize=3`);
  const articleId = news.body.data.list[0]!.id;

  const call = <T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown) =>
    getJson<T>(`${s.base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    s,
    articleId,
    get: <T>(path: string, token?: string) => call<T>('GET', path, token),
    post: <T>(path: string, body: unknown, token?: string) => call<T>('POST', path, token, body),
    write: (text: string, token: string, parentId?: number) =>
      call<PostCommentData>('POST', `/sportapi/articles/${articleId}/comments`, token, {
        text,
        ...(parentId ? { parentId } : {}),
      }),
  };
}
