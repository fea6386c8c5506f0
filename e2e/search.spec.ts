import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pinyinKeys } from '../server/src/sport/search/search-keys';

/**
 * The header search against the real server: a team read from the API, found by the pinyin initials of its
 * short name, opened with the keyboard (desktop) and by touch (H5, full-width panel, 44 px rows).
 */
type Team = { id: number; name: string; shortName: string };

async function sampleTeam(request: APIRequestContext): Promise<Team> {
  const res = await request.get('/sportapi/matches?sport=football&pageSize=1');
  const match = (await res.json()).data.list[0] as { home: Team } | undefined;
  if (!match) throw new Error('the API has no football match: the test needs real data');
  return match.home;
}

async function optionOf(page: Page, team: Team) {
  const group = page.getByRole('group', { name: /球队/ });
  await expect(group).toBeVisible();
  return group.getByRole('option').filter({ hasText: team.name }).first();
}

test('search by pinyin initials opens the team (keyboard)', async ({ page, request }) => {
  const team = await sampleTeam(request);
  const initials = pinyinKeys(team.shortName).initials;
  expect(initials.length).toBeGreaterThan(1);
  await page.goto('/home');
  const box = page.getByRole('combobox', { name: '搜索球队、球员、赛事和今日比赛' });
  await box.click();
  await box.fill(initials);
  const option = await optionOf(page, team);
  await expect(option).toBeVisible();
  const id = await option.getAttribute('id');
  for (let i = 0; i < 30 && (await box.getAttribute('aria-activedescendant')) !== id; i += 1) {
    await box.press('ArrowDown');
  }
  await expect(box).toHaveAttribute('aria-activedescendant', id ?? '');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/team/${team.id}$`));
  await expect(page.getByRole('heading', { name: team.name }).first()).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('Esc closes the results; an unknown name says so in Chinese', async ({ page }) => {
  await page.goto('/home');
  const box = page.getByRole('combobox');
  await box.click();
  await box.fill('qqqqqqzzzz');
  await expect(page.getByText(/没有找到与「qqqqqqzzzz」相关的/)).toBeVisible();
  await box.fill('a');
  await expect(page.getByRole('listbox')).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveValue('a');
});

test.describe('H5', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the search panel spans the screen and a tapped result opens the team', async ({ page, request }) => {
    const team = await sampleTeam(request);
    await page.goto('/home');
    await page.getByRole('button', { name: '搜索', exact: true }).tap();
    const box = page.getByRole('combobox');
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill(pinyinKeys(team.shortName).initials);
    const option = await optionOf(page, team);
    const panel = await page.getByRole('search').boundingBox();
    expect(panel?.width).toBeGreaterThanOrEqual(340);
    const row = await option.boundingBox();
    expect(row?.height).toBeGreaterThanOrEqual(44);
    expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await option.tap();
    await expect(page).toHaveURL(new RegExp(`/team/${team.id}$`));
    await expect(page.getByRole('heading', { name: team.name }).first()).toBeVisible();
  });
});
