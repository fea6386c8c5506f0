import type { BasketballMatchDetail, BoxScoreRow } from '@jincheng/shared/core';
import { expect, test, type APIRequestContext, type Page, PHONE } from './support/test';
import { seriousViolations } from './support/axe';
import { recentMatch } from './support/recent-matches';

/**
 * Issue 47, "Basketball match pages are thin": the 分析 tab (交锋 away first, 近期战绩, both teams' conference
 * rows, the 情报 of the same game) and the box score's 首发/替补 groups and +/- column, on a finished NBA game
 * read from the API (ids, names and numbers are never guessed), at 1440 and on a 375 px touch phone.
 */

/** A finished NBA game that has met before (so 交锋 has real rows), with its detail. */
async function nbaGame(request: APIRequestContext): Promise<BasketballMatchDetail> {
  const nba: number[] = [];
  let found: BasketballMatchDetail | undefined;
  await recentMatch<{ id: number; league: { shortName: string } }>(
    request,
    'sport=basketball&status=finished&pageSize=200',
    (list) => {
      // recentMatch's pick is synchronous: remember the NBA ids and read their detail below.
      nba.push(...list.filter((m) => m.league.shortName === 'NBA').map((m) => m.id));
      return nba.length >= 8 ? list[0] : undefined;
    },
  );
  for (const id of nba) {
    const d = (await (await request.get(`/sportapi/matches/${id}`)).json()).data as BasketballMatchDetail;
    if (d.h2h.length && d.boxScore) {
      found = d;
      break;
    }
  }
  if (!found) throw new Error(`no finished NBA game with a past meeting among ${nba.join(',')}`);
  return found;
}
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

async function checkAnalysis(page: Page, d: BasketballMatchDetail) {
  const { match } = d;
  await page.goto(`/basketballDetail/2/${match.id}`);
  await page.getByRole('tab', { name: '分析' }).click();
  const panel = page.getByRole('tabpanel');
  // 交锋: the newest meeting, away team first, its score away-home, opening that game.
  const meeting = d.h2h[0]!;
  const link = panel.getByRole('link', {
    name: new RegExp(
      `${meeting.away.shortName} ${meeting.awayScore}-${meeting.homeScore} ${meeting.home.shortName}`,
    ),
  });
  await expect(link).toHaveAttribute('href', `/basketballDetail/2/${meeting.id}`);
  // 近期战绩: the away team's list first, each game with its result and the team's score first.
  await expect(panel.getByRole('region', { name: '近期战绩' }).getByRole('heading', { level: 4 })).toHaveText(
    [match.away.name, match.home.name],
  );
  const last = d.form.away[0]!;
  await expect(
    panel.getByRole('link', { name: `${last.opponentName} ${last.goalsFor}-${last.goalsAgainst}` }).first(),
  ).toBeVisible();
  // 积分榜: the two teams' rows, away first, with the place in their conference, W-L and win %.
  const rows = panel.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  for (const [i, team] of [match.away, match.home].entries()) {
    const r = d.standings.find((s) => s.team.id === team.id)!;
    await expect(rows.nth(i + 1)).toContainText(
      `${team.shortName}（${i ? '主' : '客'}）${r.group ?? ''}第 ${r.rank}${r.won}-${r.lost}${(r.winPct * 100).toFixed(1)}%`,
    );
  }
  // 情报 of the same game, when it has any.
  if (match.hasIntelligence) await expect(panel.getByRole('heading', { name: '本场情报' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

async function checkBoxScore(page: Page, d: BasketballMatchDetail) {
  await page.getByRole('tab', { name: '球员数据' }).click();
  for (const side of ['away', 'home'] as const) {
    const team = d.match[side];
    const region = page.getByRole('region', {
      name: `${team.name}（${side === 'home' ? '主' : '客'}） 球员数据`,
    });
    await expect(region.getByRole('columnheader', { name: '+/-' })).toHaveCount(1);
    const rows: BoxScoreRow[] = d.boxScore![side];
    const starters = rows.filter((r) => r.starter);
    expect(starters).toHaveLength(5);
    // 首发 then 替补, each a row group a screen reader announces with its players.
    const groups = region.getByRole('rowgroup');
    await expect(groups.nth(1).getByRole('rowheader').first()).toHaveText('首发');
    await expect(groups.nth(2).getByRole('rowheader').first()).toHaveText('替补');
    for (const p of starters) await expect(groups.nth(1)).toContainText(p.name);
    // Each player's +/- as the API gives it, with its sign, in the row's last cell.
    for (const p of rows.slice(0, 4)) {
      const row = region.getByRole('row').filter({ has: page.getByRole('rowheader', { name: p.name }) });
      await expect(row.getByRole('cell').last()).toHaveText(signed(p.plusMinus));
    }
  }
  expect(await seriousViolations(page)).toEqual([]);
}

test('an NBA game’s 分析 tab and box score read from the API (1440)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const d = await nbaGame(request);
  await checkAnalysis(page, d);
  await checkBoxScore(page, d);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the 分析 tab fits 375 px with 44 px targets; the box score scrolls in its own box', async ({
    page,
    request,
  }) => {
    const d = await nbaGame(request);
    await checkAnalysis(page, d);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const links = page.getByRole('tabpanel').getByRole('link');
    for (const box of await links.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(44);
    await checkBoxScore(page, d);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
