import { expect, newContext, test, type APIRequestContext, type Locator, PHONE } from './support/test';
import { demoToken, signInPage } from './support/session';
import type { MatchFanRatings, MatchListData } from '@jincheng/shared/core';

/**
 * 球迷评分 (issue 28) against the real server: on a finished football match still open for rating, a fan at
 * 1440 scores a player, reloads and sees the score and the count; a fan on a phone opens the scale under a row
 * and taps a score; a visitor on a phone reads the counts and is asked to sign in (登录后评分).
 */

/** A finished football match of today or yesterday open for rating, with its line-ups, through the API. */
async function openMatch(request: APIRequestContext): Promise<MatchFanRatings> {
  const days = (await (await request.get('/sportapi/matches/days?sport=football')).json()) as {
    data: { today: string; days: { date: string }[] };
  };
  const today = days.data.today;
  const dates = days.data.days.map((d) => d.date).filter((d) => d <= today);
  for (const date of dates.slice(-2).reverse()) {
    const list = (await (
      await request.get(`/sportapi/matches?sport=football&date=${date}&status=finished&pageSize=200`)
    ).json()) as { data: MatchListData };
    for (const m of list.data.list) {
      const r = (await (await request.get(`/sportapi/matches/${m.id}/fan-ratings`)).json()) as {
        data: MatchFanRatings;
      };
      if (r.data.state === 'open' && r.data.players.away.length > 1) return r.data;
    }
  }
  throw new Error('no finished football match open for rating today or yesterday');
}

const rowOf = (panel: Locator, team: string, name: string) =>
  panel
    .getByRole('region', { name: `${team} 出场球员` })
    .getByRole('listitem')
    .filter({ has: panel.page().getByText(name, { exact: true }) });

test('a fan rates a player at 1440 and on a phone; the score and the count stay; a visitor is asked to sign in', async ({
  page,
  request,
  browser,
}) => {
  const ratings = await openMatch(request);
  const detail = (await (await request.get(`/sportapi/matches/${ratings.matchId}`)).json()) as {
    data: { match: { home: { name: string }; away: { name: string } } };
  };
  const away = detail.data.match.away.name;
  const player = ratings.players.away[0]!;
  const url = `/matchDetail/1/${ratings.matchId}?tab=ratings`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, await demoToken(request));
  await page.goto(url);
  await expect(page.getByRole('tab', { name: '球迷评分' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('region', { name: '球迷评分' });
  const row = rowOf(panel, away, player.name);
  await expect(row).toContainText(`${player.votes} 人评`);
  // On a wide screen the scale stands beside the player.
  await row.getByRole('button', { name: '7 分' }).click();
  await expect(row.getByRole('button', { name: '7 分' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toContainText(`${player.votes + 1} 人评`);
  await page.reload();
  const again = rowOf(page.getByRole('region', { name: '球迷评分' }), away, player.name);
  await expect(again.getByRole('button', { name: '7 分' })).toHaveAttribute('aria-pressed', 'true');
  await expect(again).toContainText(`${player.votes + 1} 人评`);
  // Changing one's mind replaces the score: still one vote of this fan.
  await again.getByRole('button', { name: '9 分' }).click();
  await expect(again.getByRole('button', { name: '9 分' })).toHaveAttribute('aria-pressed', 'true');
  await expect(again.getByRole('button', { name: '7 分' })).toHaveAttribute('aria-pressed', 'false');
  await expect(again).toContainText(`${player.votes + 1} 人评`);

  // Another fan on a phone: 评分 opens the scale under the row; the tap saves it.
  const phone = await newContext(browser, PHONE);
  try {
    const fan = await phone.newPage();
    await signInPage(fan, await demoToken(request, '13800000001'));
    await fan.goto(url);
    const row2 = rowOf(fan.getByRole('region', { name: '球迷评分' }), away, player.name);
    await expect(row2).toContainText(`${player.votes + 1} 人评`);
    const toggle = row2.getByRole('button', { name: '评分' });
    await expect(row2.getByRole('button', { name: '8 分' })).toBeHidden();
    await toggle.tap();
    const eight = row2.getByRole('button', { name: '8 分' });
    const box = await eight.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await eight.tap();
    await expect(row2.getByRole('button', { name: '我评 8' })).toBeVisible();
    await expect(row2).toContainText(`${player.votes + 2} 人评`);
    expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await phone.close();
  }

  // A visitor on a phone reads the counts, and 登录后评分 opens the login dialog.
  const visitorContext = await newContext(browser, PHONE);
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    const seen = visitor.getByRole('region', { name: '球迷评分' });
    await expect(rowOf(seen, away, player.name)).toContainText(`${player.votes + 2} 人评`);
    await expect(seen.getByRole('group')).toHaveCount(0);
    await seen.getByRole('button', { name: '登录后评分' }).tap();
    await expect(visitor.getByRole('dialog', { name: '登录锦城体育' })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test('at 1440 every score of the scale lies clear of the chat panel beside it: each is the element at its centre', async ({
  page,
  request,
}) => {
  const ratings = await openMatch(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, await demoToken(request));
  await page.goto(`/matchDetail/1/${ratings.matchId}?tab=ratings`);
  const panel = page.getByRole('region', { name: '球迷评分' });
  const row = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: '10 分' }) })
    .first();
  await expect(row.getByRole('button', { name: '10 分' })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  const covered = await row.evaluate((li) =>
    [...li.querySelectorAll('button')]
      .filter((button) => /^\d+ 分$/.test(button.getAttribute('aria-label') ?? button.textContent ?? ''))
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const at = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !(at && button.contains(at));
      })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent),
  );
  expect(covered).toEqual([]);
  const [rowBox, panelBox] = [await row.boundingBox(), await panel.boundingBox()];
  expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width + 1);
});
