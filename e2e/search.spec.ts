import { expect, test, type APIRequestContext, type Page, PHONE } from './support/test';
import { shownName, teamFoundByInitials, type NamedTeam } from './support/names';

/**
 * The header search against the real server: a team read from the API, found by the pinyin initials of its
 * short name, opened with the keyboard (desktop) and by touch (H5, full-width panel, 44 px rows). The team is
 * one the search lists for its initials (support/names.ts), whatever day and hour the data is of.
 */
type Team = NamedTeam;

async function sampleTeam(request: APIRequestContext): Promise<{ team: Team; initials: string }> {
  const res = await request.get('/sportapi/matches?sport=football&pageSize=20');
  const list = (await res.json()).data.list as Array<{ home: Team; away: Team }>;
  if (!list.length) throw new Error('the API has no football match: the test needs real data');
  return teamFoundByInitials(
    request,
    list.flatMap((m) => [m.home, m.away]),
  );
}

async function optionOf(page: Page, team: Team) {
  const group = page.getByRole('group', { name: /球队/ });
  await expect(group).toBeVisible();
  return group
    .getByRole('option')
    .filter({ hasText: shownName(team, 'search-option') })
    .first();
}

test('search by pinyin initials opens the team (keyboard)', async ({ page, request }) => {
  const { team, initials } = await sampleTeam(request);
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
  await expect(page.getByRole('heading', { name: shownName(team, 'heading') }).first()).toBeVisible();
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
  test.use(PHONE);

  test('the search panel spans the screen and a tapped result opens the team', async ({ page, request }) => {
    const { team, initials } = await sampleTeam(request);
    await page.goto('/home');
    await page.getByRole('button', { name: '搜索', exact: true }).tap();
    const box = page.getByRole('combobox');
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill(initials);
    const option = await optionOf(page, team);
    const panel = await page.getByRole('search').boundingBox();
    expect(panel?.width).toBeGreaterThanOrEqual(340);
    const row = await option.boundingBox();
    expect(row?.height).toBeGreaterThanOrEqual(44);
    expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await option.tap();
    await expect(page).toHaveURL(new RegExp(`/team/${team.id}$`));
    await expect(page.getByRole('heading', { name: shownName(team, 'heading') }).first()).toBeVisible();
  });
});

test('a real star by his Chinese name: 哈兰德 opens his player page with the original spelling', async ({
  page,
  request,
}) => {
  const res = await request.get(`/sportapi/search?q=${encodeURIComponent('hld')}`);
  const groups = (await res.json()).data.groups as Array<{
    kind: string;
    list: Array<{ id: number; teamId: number; name: string; nameEn: string }>;
  }>;
  const star = groups.find((g) => g.kind === 'player')?.list[0];
  if (!star) throw new Error('the API finds no player for hld: the test needs the seeded real squads');
  expect(star).toMatchObject({ name: '哈兰德', nameEn: 'Erling Haaland' });
  await page.goto('/home');
  const box = page.getByRole('combobox', { name: '搜索球队、球员、赛事和今日比赛' });
  await box.click();
  await box.fill('哈兰德');
  const option = page
    .getByRole('group', { name: /球员/ })
    .getByRole('option')
    .filter({ hasText: 'Erling Haaland' })
    .first();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/player/${star.id}/${star.teamId}$`));
  await expect(page.getByRole('heading', { name: /哈兰德/ }).first()).toBeVisible();
  await expect(page.getByText('Erling Haaland', { exact: true })).toBeVisible();
});
