import { sql } from 'kysely';
import type { ArticleSummary, Page, PostCommentData } from '@jincheng/shared/core';
import { registerCommunityApi } from '../../src/community';
import { readConfig } from '../../src/config';
import { createThrottle } from '../../src/security/throttle';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { fakeAccounts, getJson, startServer, type TestServer } from '../sport/helpers';
import { postFrom } from './report-helpers';

/**
 * The whole community module (comments, fan ratings, nickname, moderation) over the sport test server, with the throttle's
 * default rules and fake tokens (`token-<id>`). `fans` are made as users named 球迷<id>, `ageDays` old (new
 * accounts by default; the report rule and 球迷最佳 count accounts 7 days old and more).
 */
export async function startCommunityServer(fans: readonly number[], { ageDays = 0 } = {}) {
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
    await sql`INSERT INTO users (id, user_name, created_at)
      VALUES (${id}, ${`球迷${id}`}, ${Date.now() - ageDays * 86_400_000})`.execute(s.db.qb);
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
    /** A signed-in POST from the client address `ip` (each reporter's own network, for the report rule). */
    postFrom: <T>(ip: string, path: string, body: unknown, token: string) =>
      postFrom<T>(s.app, ip, path, body, token),
    write: (text: string, token: string, parentId?: number) =>
      call<PostCommentData>('POST', `/sportapi/articles/${articleId}/comments`, token, {
        text,
        ...(parentId ? { parentId } : {}),
      }),
  };
}
