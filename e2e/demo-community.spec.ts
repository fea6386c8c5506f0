import { expect, newContext, test, type APIRequestContext, type Page, PHONE } from './support/test';
import type { ChatPage, MatchFanRatings, MatchListData } from '@jincheng/shared/core';

/**
 * Issue 47: a demo run shows a community in use (defect 9) and the footer's hot tags lead somewhere (defect 7).
 * A recent big match's room shows the demo fans' lines and its ratings 球迷最佳, at 1440 and on a phone; a hot
 * tag opens a list with real articles. Ids and names come from the API.
 */
const WIDE = { viewport: { width: 1440, height: 900 } };
const DEMO = '演示球迷·';

interface DemoRoom {
  id: number;
  line: string;
  best: NonNullable<MatchFanRatings['fanBest']>;
}

/** A finished football match of today or yesterday whose room has a demo fan's line and whose ratings a 球迷最佳. */
async function demoRoom(request: APIRequestContext): Promise<DemoRoom> {
  const days = (await (await request.get('/sportapi/matches/days?sport=football')).json()) as {
    data: { today: string; days: { date: string }[] };
  };
  const dates = days.data.days.map((d) => d.date).filter((d) => d <= days.data.today);
  for (const date of dates.slice(-2).reverse()) {
    const list = (await (
      await request.get(`/sportapi/matches?sport=football&date=${date}&status=finished&pageSize=200`)
    ).json()) as { data: MatchListData };
    for (const m of list.data.list) {
      const chat = (await (await request.get(`/sportapi/matches/${m.id}/chat?limit=50`)).json()) as {
        data: ChatPage;
      };
      const line = chat.data.list.find((l) => l.author?.userName.startsWith(DEMO));
      if (!line) continue;
      const ratings = (await (await request.get(`/sportapi/matches/${m.id}/fan-ratings`)).json()) as {
        data: MatchFanRatings;
      };
      if (ratings.data.fanBest) return { id: m.id, line: line.text, best: ratings.data.fanBest };
    }
  }
  throw new Error('no finished football match of today or yesterday with demo lines and a 球迷最佳');
}

async function seesCommunity(page: Page, room: DemoRoom) {
  await page.goto(`/matchDetail/1/${room.id}?tab=ratings`);
  const ratings = page.getByRole('region', { name: '球迷评分' });
  await expect(ratings.getByText('球迷最佳').first()).toBeVisible();
  await expect(ratings.getByText(room.best.name).first()).toBeVisible();
  await expect(ratings).toContainText(`${room.best.votes} 人评`);
}

test('a recent big match shows the demo fans’ lines and 球迷最佳 at 1440 and on a phone', async ({
  browser,
  request,
}) => {
  const room = await demoRoom(request);
  const wide = await newContext(browser, WIDE);
  const phone = await newContext(browser, PHONE);
  try {
    const page = await wide.newPage();
    await seesCommunity(page, room);
    // At 1440 the room stands beside the tabs.
    const log = page.getByRole('log', { name: '聊天室消息' });
    await expect(log.getByText(room.line).first()).toBeVisible();
    await expect(log.getByText(new RegExp(`^${DEMO}`)).first()).toBeVisible();

    const fan = await phone.newPage();
    await seesCommunity(fan, room);
    await fan.getByRole('tab', { name: '聊天室' }).tap();
    const phoneLog = fan.getByRole('log', { name: '聊天室消息' });
    await expect(phoneLog.getByText(room.line).first()).toBeVisible();
  } finally {
    await wide.close();
    await phone.close();
  }
});

test('a footer hot tag opens a list of one sport with real articles, at 1440 and on a phone (44 px tags)', async ({
  browser,
  request,
}) => {
  const answer = (await (
    await request.get('/sportapi/articles?kind=intelligence&sport=basketball&pageSize=1')
  ).json()) as { data: { list: { title: string }[] } };
  const first = answer.data.list[0];
  expect(first, 'the API lists basketball intelligence').toBeDefined();
  for (const options of [WIDE, PHONE]) {
    const context = await newContext(browser, options);
    try {
      const page = await context.newPage();
      await page.goto('/home');
      const tag = page.getByRole('region', { name: '热门标签' }).getByRole('link', { name: '篮球直播情报' });
      await tag.scrollIntoViewIfNeeded();
      if (options === PHONE) {
        expect((await tag.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await tag.tap();
      } else await tag.click();
      await expect(page).toHaveURL(/\/intelligence\?sport=basketball$/);
      await expect(
        page.getByRole('group', { name: '分类' }).getByRole('button', { name: '篮球' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('link', { name: new RegExp(first!.title.slice(0, 8)) }).first(),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  }
});

test('欧冠淘汰赛 opens the 欧冠 with its 淘汰赛 tab', async ({ page, request }) => {
  const tree = (await (await request.get('/sportapi/leagues?sport=football')).json()) as {
    data: { hot: { id: number; shortName: string }[] };
  };
  const ucl = tree.data.hot.find((l) => l.shortName === '欧冠');
  expect(ucl).toBeDefined();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/home');
  const tag = page.getByRole('region', { name: '热门标签' }).getByRole('link', { name: '欧冠淘汰赛' });
  await tag.scrollIntoViewIfNeeded();
  await expect(tag).toHaveAttribute('href', `/league?id=${ucl!.id}&tab=knockout`);
  await tag.click();
  await expect(page).toHaveURL(new RegExp(`/league\\?id=${ucl!.id}&tab=knockout$`));
  // The 淘汰赛 tab's own content (in November: the knock-out calendar, the draw still to come).
  const knockout = page.getByRole('region', { name: '淘汰赛' });
  await expect(knockout.getByRole('list', { name: '淘汰赛赛程' })).toBeVisible();
  await expect(knockout.getByRole('listitem').first()).toContainText('淘汰赛附加赛');
});
