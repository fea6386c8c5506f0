import { expect, newContext, test, type Browser, type Locator, type Page, PHONE } from './support/test';
import { demoToken, freshAccountToken, signInPage, signedHeaders } from './support/session';
import type { APIRequestContext } from '@playwright/test';

/**
 * Nicknames and moderation (issue 28), against the real server, on a desktop and on a phone: a new fan chooses
 * a nickname (a reserved one is refused under the field, the draft kept) and it shows beside the fan's comment;
 * the demo moderator (13800000001) finds the reported comment in 社区管理, hides it, mutes the fan, restores
 * the comment; the audit log lists all three; the muted fan is refused with the end of the mute, and a fan
 * opening 社区管理 gets 无权限. In an open match chat room a fan's line, reported once, is found under 类型 聊天,
 * hidden (an open stream drops it, the history leaves it out) and restored (the stream gets it back, the
 * history shows it again); the audit log says so.
 */
const SIZES = [
  { name: 'desktop', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', options: PHONE },
] as const;

/** Taps on a phone, clicks on a desktop. */
const press = (target: Locator, touch: boolean) => (touch ? target.tap() : target.click());

async function firstNews(request: APIRequestContext) {
  const news = (await (await request.get('/sportapi/articles?kind=news&pageSize=5')).json()) as {
    data: { list: { id: number; title: string }[] };
  };
  return news.data.list[4]!;
}

/** A football match whose chat room takes lines now (live, or kick-off within two hours), found in today's list. */
async function openRoom(request: APIRequestContext): Promise<number> {
  const { today } = (await (await request.get('/sportapi/matches/days?sport=football')).json()).data as {
    today: string;
  };
  const list = (await (await request.get(`/sportapi/matches?sport=football&date=${today}`)).json()).data
    .list as { id: number }[];
  for (const match of list) {
    const room = (await (await request.get(`/sportapi/matches/${match.id}/chat?limit=1`)).json()).data.room;
    if (room.open) return match.id;
  }
  throw new Error(`no open chat room among ${list.length} football matches on ${today}`);
}

/** An EventSource on the room's stream inside the page, its hide and restore events kept for the test. */
async function watchRoom(page: Page, matchId: number) {
  await page.evaluate((id) => {
    const w = window as unknown as { chatEvents: { event: string; data: unknown }[] };
    w.chatEvents = [];
    const source = new EventSource(`/sportapi/matches/${id}/chat/stream`);
    for (const event of ['ready', 'hide', 'restore'])
      source.addEventListener(event, (e) =>
        w.chatEvents.push({ event, data: JSON.parse((e as MessageEvent<string>).data) as unknown }),
      );
  }, matchId);
  await expect.poll(() => roomEvents(page, 'ready')).toHaveLength(1);
}
const roomEvents = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { chatEvents: { event: string; data: unknown }[] }).chatEvents
        .filter((e) => e.event === name)
        .map((e) => e.data),
    event,
  );

async function signedInPage(browser: Browser, options: object, token: string): Promise<Page> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await signInPage(page, token);
  return page;
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const size of SIZES) {
  test(`a fan's nickname shows on the comment; a moderator hides, mutes and restores (${size.name})`, async ({
    browser,
    request,
  }) => {
    const touch = 'hasTouch' in size.options;
    const width = size.options.viewport.width;
    const article = await firstNews(request);
    const fanToken = await freshAccountToken(request, touch ? '136' : '135');
    const fan = await signedInPage(browser, size.options, fanToken);
    const mod = await signedInPage(browser, size.options, await demoToken(request, '13800000001'));
    try {
      // 1. The fan chooses a nickname on the account page.
      await fan.goto('/balanceTopUp?tab=profile');
      const field = fan.getByRole('textbox', { name: '昵称' });
      await field.fill('锦城小编');
      await press(fan.getByRole('button', { name: '保存昵称' }), touch);
      await expect(fan.getByRole('alert')).toHaveText('该昵称为保留名称，请换一个');
      await expect(field).toHaveValue('锦城小编');
      const nickname = `看球${touch ? '手机' : '电脑'}${Date.now() % 100000}`;
      await field.fill(nickname);
      await press(fan.getByRole('button', { name: '保存昵称' }), touch);
      await expect(fan.getByTestId('current-nickname')).toHaveText(nickname);
      await expect(fan.getByRole('button', { name: `账户菜单：${nickname}` })).toBeVisible();
      await noSidewaysScroll(fan, width);

      // 2. Its comment carries the nickname.
      await fan.goto(`/news?id=${article.id}`);
      const section = fan.getByRole('region', { name: '评论' });
      const text = `裁判这个判罚有争议 ${Date.now() % 100000}`;
      await section.getByRole('textbox', { name: '发表评论' }).fill(text);
      await press(section.getByRole('button', { name: '发表', exact: true }), touch);
      const mine = section.getByRole('article', { name: `${nickname}的评论` }).filter({ hasText: text });
      await expect(mine).toBeVisible();

      // Another fan reports it, so it waits in the moderator's queue.
      const comments = (await (
        await request.get(`/sportapi/articles/${article.id}/comments?sort=new&pageSize=50`)
      ).json()) as { data: { list: { id: number; text: string }[] } };
      const commentId = comments.data.list.find((c) => c.text === text)!.id;
      const reported = await request.post(`/sportapi/comments/${commentId}/report`, {
        headers: { ...signedHeaders(), token: await freshAccountToken(request, '134') },
        data: { reason: '辱骂攻击' },
      });
      expect((await reported.json()).retcode).toBe(200);

      // 3. The moderator: 社区管理 from the account menu.
      await mod.goto('/home');
      await press(mod.getByRole('button', { name: /^账户菜单：/ }), touch);
      await press(mod.getByRole('link', { name: '社区管理' }), touch);
      await expect(mod.getByRole('heading', { level: 1, name: '社区管理' })).toBeVisible();
      const card = mod.getByRole('article', { name: `${nickname}的评论` });
      await expect(card).toContainText(text);
      await expect(card).toContainText('举报 1 次：辱骂攻击×1');
      await card.getByLabel('处理理由').fill('引战');
      await press(card.getByRole('button', { name: '隐藏' }), touch);
      await expect(card).toHaveCount(0);
      await press(mod.getByRole('button', { name: '已隐藏' }), touch);
      const hidden = mod.getByRole('article', { name: `${nickname}的评论` });
      await expect(hidden).toContainText('已隐藏（版主操作）');
      await hidden.getByLabel('禁言时长').selectOption('24h');
      await press(hidden.getByRole('button', { name: `禁言${nickname}` }), touch);
      await expect(hidden.getByRole('button', { name: '解除禁言' })).toBeVisible();
      await expect(hidden).toContainText(/作者禁言至 \d{2}-\d{2} \d{2}:\d{2}/);
      await noSidewaysScroll(mod, width);

      // The fan's page no longer shows it; the fan cannot post while muted.
      await fan.reload();
      const loaded = section
        .getByRole('list', { name: '评论列表' })
        .or(section.getByText('还没有评论，来说两句吧'));
      await expect(loaded).toBeVisible();
      await expect(mine).toHaveCount(0);
      const box = section.getByRole('textbox', { name: '发表评论' });
      await box.fill('我还想说');
      await press(section.getByRole('button', { name: '发表', exact: true }), touch);
      await expect(fan.getByText(/^你已被禁言至 \d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
      await expect(box).toHaveValue('我还想说');

      // 4. Restored, it shows again; the audit log has all three actions.
      await press(hidden.getByRole('button', { name: '恢复显示' }), touch);
      await expect(hidden).toHaveCount(0);
      await press(mod.getByRole('button', { name: '审计日志' }), touch);
      const log = mod.getByRole('list', { name: '审计日志' });
      await expect(log.getByRole('listitem').nth(0)).toContainText('恢复评论');
      await expect(log.getByRole('listitem').nth(1)).toContainText(`禁言（至`);
      await expect(log.getByRole('listitem').nth(1)).toContainText(`用户：${nickname}`);
      await expect(log.getByRole('listitem').nth(2)).toContainText('隐藏评论');
      await expect(log.getByRole('listitem').nth(2)).toContainText('理由：引战');
      await fan.reload();
      await expect(mine).toBeVisible();

      // 5. A fan opening 社区管理 is told 无权限.
      await fan.goto('/ops/moderation');
      await expect(fan.getByText('无权限', { exact: true })).toBeVisible();
      await expect(fan.getByRole('button', { name: '被举报' })).toHaveCount(0);
    } finally {
      await fan.context().close();
      await mod.context().close();
    }
  });
}

for (const size of SIZES) {
  test(`a moderator hides and restores a chat line under 类型 聊天, live on an open stream (${size.name})`, async ({
    browser,
    request,
  }) => {
    const touch = 'hasTouch' in size.options;
    const width = size.options.viewport.width;
    const matchId = await openRoom(request);
    const fanToken = await freshAccountToken(request, touch ? '133' : '132');
    const fan = await signedInPage(browser, size.options, fanToken);
    const mod = await signedInPage(browser, size.options, await demoToken(request, '13800000001'));
    try {
      // A fan's line, posted through the API, and one report from another fan: it waits in the queue.
      const text = `这个点球判得莫名其妙 ${Date.now() % 100000}`;
      const posted = await request.post(`/sportapi/matches/${matchId}/chat`, {
        headers: { ...signedHeaders(), token: fanToken },
        data: { text },
      });
      const message = (await posted.json()).data.message as { id: number; text: string; createdAt: number };
      expect(message.text).toBe(text);
      const reported = await request.post(`/sportapi/chat/${message.id}/report`, {
        headers: { ...signedHeaders(), token: await freshAccountToken(request, '131') },
        data: { reason: '其他' },
      });
      expect((await reported.json()).retcode).toBe(200);
      const history = async () =>
        (
          (await (await request.get(`/sportapi/matches/${matchId}/chat?limit=100`)).json()).data.list as {
            id: number;
          }[]
        ).map((m) => m.id);
      expect(await history()).toContain(message.id);

      // A reader with the room open (the fan's own page: any page keeps a stream).
      await fan.goto('/home');
      await watchRoom(fan, matchId);

      await mod.goto('/ops/moderation');
      await expect(mod.getByRole('heading', { level: 1, name: '社区管理' })).toBeVisible();
      await press(mod.getByRole('group', { name: '类型' }).getByRole('button', { name: '聊天' }), touch);
      const card = mod.getByRole('article', { name: /的聊天消息$/ }).filter({ hasText: text });
      await expect(card).toContainText('举报 1 次：其他×1');
      await expect(card).toContainText('聊天室《');
      await noSidewaysScroll(mod, width);
      await card.getByLabel('处理理由').fill('引战');
      await press(card.getByRole('button', { name: '隐藏' }), touch);
      await expect(card).toHaveCount(0);
      await expect.poll(() => roomEvents(fan, 'hide')).toContainEqual({ id: message.id });
      expect(await history()).not.toContain(message.id);

      await press(mod.getByRole('button', { name: '已隐藏' }), touch);
      const hidden = mod.getByRole('article', { name: /的聊天消息$/ }).filter({ hasText: text });
      await expect(hidden).toContainText('已隐藏（版主操作）');
      await noSidewaysScroll(mod, width);
      await press(hidden.getByRole('button', { name: '恢复显示' }), touch);
      await expect(hidden).toHaveCount(0);
      // The line comes back to the open stream as it was (its id, text and time), and to the history.
      await expect.poll(() => roomEvents(fan, 'restore')).toContainEqual(expect.objectContaining(message));
      expect(await history()).toContain(message.id);

      await press(mod.getByRole('button', { name: '审计日志' }), touch);
      const log = mod.getByRole('list', { name: '审计日志' });
      await expect(log.getByRole('listitem').nth(0)).toContainText('恢复聊天消息');
      await expect(log.getByRole('listitem').nth(0)).toContainText(`聊天：${text}`);
      await expect(log.getByRole('listitem').nth(1)).toContainText('隐藏聊天消息');
      await expect(log.getByRole('listitem').nth(1)).toContainText('理由：引战');
    } finally {
      await fan.context().close();
      await mod.context().close();
    }
  });
}
