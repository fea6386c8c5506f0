import { expect, newContext, test, type APIRequestContext, type Page, PHONE } from './support/test';
import { seriousViolations } from './support/axe';
import { stamp } from './support/stamp';
import { demoToken, freshAccountToken, signInPage, signedHeaders } from './support/session';
import type { ChatPage, MatchListData, Sport } from '@jincheng/shared/core';

/**
 * 聊天室 (issue 28) against the real server: a match whose room is open, found through the API. A fan on a
 * phone opens the 聊天室 tab, posts, and sees the line at once; a fan at 1440 has the room beside the tabs and
 * sees it arrive live; refusals (a filtered word, a link) are said under the box with the draft kept; markup
 * is shown as text. The same room on a basketball match.
 */
const WIDE = { viewport: { width: 1440, height: 900 } };

/** A match of today whose room takes lines (live ones first), through the API. */
async function openRoom(request: APIRequestContext, sport: Sport): Promise<number> {
  const days = (await (await request.get(`/sportapi/matches/days?sport=${sport}`)).json()) as {
    data: { today: string };
  };
  for (const status of ['live', 'all']) {
    const list = (await (
      await request.get(
        `/sportapi/matches?sport=${sport}&date=${days.data.today}&status=${status}&pageSize=200`,
      )
    ).json()) as { data: MatchListData };
    for (const m of list.data.list) {
      const room = (await (await request.get(`/sportapi/matches/${m.id}/chat?limit=1`)).json()) as {
        data: ChatPage;
      };
      if (room.data.room.open) return m.id;
    }
  }
  throw new Error(`no ${sport} match of today with an open chat room`);
}

const detailUrl = (sport: Sport, id: number) =>
  sport === 'football' ? `/matchDetail/1/${id}` : `/basketballDetail/2/${id}`;

const log = (page: Page) => page.getByRole('log', { name: '聊天室消息' });

test('fans on a phone and at 1440 talk in one room: a line appears at once and live; refusals keep the draft', async ({
  browser,
  request,
}) => {
  const id = await openRoom(request, 'football');
  const mark = stamp();

  // The fan at 1440: the room stands beside the tabs (no 聊天室 tab), signed in.
  const wide = await newContext(browser, WIDE);
  const phoneContext = await newContext(browser, PHONE);
  try {
    const watcher = await wide.newPage();
    await signInPage(watcher, await demoToken(request, '13800000001'));
    await watcher.goto(detailUrl('football', id));
    await expect(watcher.getByRole('tab', { name: '聊天室' })).toBeHidden();
    await expect(watcher.getByRole('tab', { name: '赛况' })).toHaveAttribute('aria-selected', 'true');
    await expect(watcher.getByRole('textbox', { name: '发言' })).toBeVisible();
    const panel = await watcher.getByRole('tabpanel').boundingBox();
    const side = await log(watcher).boundingBox();
    expect(side!.x).toBeGreaterThan(panel!.x + panel!.width - 1);

    // The fan on a phone: 聊天室 is a tab; tapped, the room fills it.
    const fan = await phoneContext.newPage();
    // The server's markup is the one hydrated: React says so on the console when it is not (#418 and co.).
    const hydration: string[] = [];
    for (const p of [fan, watcher])
      p.on('console', (m) => {
        if (m.type() === 'error' && /hydrat|#41[89]|#423|#425/i.test(m.text())) hydration.push(m.text());
      });
    await signInPage(fan, await demoToken(request));
    await fan.goto(detailUrl('football', id));
    await fan.getByRole('tab', { name: '聊天室' }).tap();
    await expect(fan).toHaveURL(/\?tab=chat$/);
    const box = fan.getByRole('textbox', { name: '发言' });
    await expect(box).toBeVisible();
    const send = fan.getByRole('button', { name: '发送' });
    const sendBox = await send.boundingBox();
    expect(sendBox!.height).toBeGreaterThanOrEqual(44);

    // A line: shown at once on the phone (Enter sends), live at 1440.
    const text = `这场踢得真好看 ${mark}`;
    await box.fill(text);
    await expect(fan.getByText(`${[...text].length}/100`)).toBeVisible();
    await box.press('Enter');
    await expect(log(fan).getByText(text)).toBeVisible();
    await expect(log(fan).getByRole('listitem').filter({ hasText: text })).toContainText('我');
    await expect(box).toHaveValue('');
    await expect(log(watcher).getByText(text)).toBeVisible();
    await expect(log(watcher).getByText(text)).toHaveCount(1);
    await expect(log(fan).getByText(text)).toHaveCount(1);

    // A filtered word and a link: refused under the box, the draft kept, nothing in the room.
    const gambling = `博彩推荐 ${mark}`;
    await box.fill(gambling);
    await send.tap();
    await expect(fan.getByRole('alert')).toHaveText('内容涉及赌博或博彩广告，无法发布');
    await expect(box).toHaveValue(gambling);
    const link = `看直播上 www.abc${mark}.com`;
    await box.fill(link);
    await send.tap();
    await expect(fan.getByRole('alert')).toHaveText('请勿发布链接或联系方式');
    await expect(box).toHaveValue(link);
    await expect(log(fan).getByText(gambling)).toHaveCount(0);
    await expect(log(watcher).getByText(link)).toHaveCount(0);

    // Markup is text, on both screens.
    let dialogs = 0;
    watcher.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    const xss = `<img src=x onerror=alert(1)> ${mark}`;
    await box.fill(xss);
    await send.tap();
    await expect(log(fan).getByText(xss)).toBeVisible();
    await expect(log(watcher).getByText(xss)).toBeVisible();
    expect(await log(watcher).locator('img').count()).toBe(0);
    expect(dialogs).toBe(0);
    expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(hydration).toEqual([]);
    expect(await seriousViolations(fan)).toEqual([]);
    expect(await seriousViolations(watcher)).toEqual([]);
  } finally {
    await wide.close();
    await phoneContext.close();
  }
});

test('a visitor on a dark phone reads a basketball room and is asked to sign in', async ({
  browser,
  request,
}) => {
  const id = await openRoom(request, 'basketball');
  const text = `篮板球抢得好 ${stamp()}`;
  const posted = await request.post(`/sportapi/matches/${id}/chat`, {
    headers: signedHeaders(await demoToken(request)),
    data: { text },
  });
  expect(((await posted.json()) as { retcode: number }).retcode).toBe(200);
  const phoneContext = await newContext(browser, { ...PHONE, colorScheme: 'dark' });
  try {
    const visitor = await phoneContext.newPage();
    await visitor.goto(`${detailUrl('basketball', id)}?tab=chat`);
    await expect(visitor.getByRole('tab', { name: '聊天室' })).toHaveAttribute('aria-selected', 'true');
    await expect(log(visitor).getByText(text)).toBeVisible();
    // In the dark theme too (the system's setting): every colour is the theme's.
    expect(await seriousViolations(visitor)).toEqual([]);
    await expect(visitor.getByRole('textbox', { name: '发言' })).toHaveCount(0);
    await visitor.getByRole('button', { name: '登录后发言' }).tap();
    await expect(visitor.getByRole('dialog', { name: '登录锦城体育' })).toBeVisible();
  } finally {
    await phoneContext.close();
  }
});

test('three new accounts’ reports only queue a line (举报 from the menu at 1440, two more through the API); the moderator hides it live, and restores it', async ({
  browser,
  request,
}) => {
  const id = await openRoom(request, 'football');
  const text = `这条会被举报 ${stamp()}`;
  const posted = (await (
    await request.post(`/sportapi/matches/${id}/chat`, {
      headers: signedHeaders(await demoToken(request)),
      data: { text },
    })
  ).json()) as { retcode: number; data: { message: { id: number } } };
  expect(posted.retcode).toBe(200);
  const wide = await newContext(browser, WIDE);
  const other = await newContext(browser, PHONE);
  try {
    const reporter = await wide.newPage();
    await signInPage(reporter, await freshAccountToken(request));
    await reporter.goto(detailUrl('football', id));
    const reader = await other.newPage();
    await reader.goto(`${detailUrl('football', id)}?tab=chat`);
    await expect(log(reader).getByText(text)).toBeVisible();

    const row = log(reporter).getByRole('listitem').filter({ hasText: text });
    await row.getByRole('button', { name: /^举报/ }).click();
    const menu = row.getByRole('menu', { name: '举报原因' });
    await expect(menu.getByRole('menuitem', { name: '辱骂攻击' })).toBeFocused();
    await menu.getByRole('menuitem', { name: '广告引流' }).click();
    await expect(reporter.getByText('举报已受理，管理员会尽快审核', { exact: true })).toBeVisible();
    await expect(log(reporter).getByText(text)).toBeVisible();

    // Accounts made today, all on this machine's network: their reports wait for a moderator
    // (docs/community.md, "Reports"), the line stays.
    for (const token of [await freshAccountToken(request), await freshAccountToken(request)]) {
      const r = await request.post(`/sportapi/chat/${posted.data.message.id}/report`, {
        headers: signedHeaders(token),
        data: { reason: '辱骂攻击' },
      });
      const body = (await r.json()) as { retcode: number; data: { hidden: boolean } };
      expect([body.retcode, body.data.hidden]).toEqual([200, false]);
    }
    await expect(log(reader).getByText(text)).toBeVisible();

    // The demo moderator hides it from the queue: gone from both screens, live.
    const moderator = signedHeaders(await demoToken(request, '13800000001'));
    const hidden = await request.post(`/sportapi/moderation/chat/${posted.data.message.id}/hide`, {
      headers: moderator,
      data: { reason: '广告引流' },
    });
    expect(((await hidden.json()) as { retcode: number }).retcode).toBe(200);
    await expect(log(reporter).getByText(text)).toHaveCount(0);
    await expect(log(reader).getByText(text)).toHaveCount(0);

    // The demo moderator shows it again: back on both screens, live.
    const restored = await request.post(`/sportapi/moderation/chat/${posted.data.message.id}/restore`, {
      headers: moderator,
      data: { reason: '误判' },
    });
    expect(((await restored.json()) as { retcode: number }).retcode).toBe(200);
    await expect(log(reporter).getByText(text)).toBeVisible();
    await expect(log(reader).getByText(text)).toBeVisible();
  } finally {
    await wide.close();
    await other.close();
  }
});
