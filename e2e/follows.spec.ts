import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { FollowSet, MatchListData, MatchSummary } from '@jincheng/shared/core';
import { storageKey } from '@jincheng/shared/core';
import { demoToken, signedHeaders } from './support/session';

/** Follows against the real server: a visitor follows, /home and the 关注 tab show it, sign-in merges it. */

async function upcomingMatch(request: APIRequestContext): Promise<MatchSummary> {
  const res = await request.get('/sportapi/matches?sport=football&status=upcoming&pageSize=50');
  const list = ((await res.json()) as { data: MatchListData }).data.list;
  const match = list.find((m) => !m.kickoffTbd) ?? list[0];
  expect(match, 'today has an upcoming football match').toBeTruthy();
  return match!;
}

const followButton = (page: Page, name: string) => page.getByRole('button', { name: `关注 ${name}` });

test('a visitor follows a team and a match; /home 我的关注 and the 关注 tab show them; sign-in merges them once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const match = await upcomingMatch(request);
  const team = match.home;

  // Nothing followed yet: 我的关注 says so and offers a way forward.
  await page.goto('/home');
  const mine = page.getByRole('region', { name: '我的关注' });
  await expect(mine.getByText('还没有关注的球队或比赛')).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByRole('link', { name: '去资料库关注球队' })).toBeVisible();

  await page.goto(`/team/${team.id}`);
  const teamButton = followButton(page, team.name);
  await expect(teamButton).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
  await teamButton.click();
  await expect(teamButton).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/matchDetail/1/${match.id}`);
  const matchButton = followButton(page, `${match.home.name} vs ${match.away.name}`);
  await matchButton.click();
  await expect(matchButton).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/home');
  const card = mine.getByRole('link', { name: new RegExp(`${match.home.name} vs ${match.away.name}`) });
  await expect(card.first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/match?tab=follow');
  await expect(page.getByRole('tab', { name: /^关注/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator(`[data-match-id="${match.id}"]`)).toBeVisible({
    timeout: 30_000,
  });

  // Sign in: the visitor's follows move into the account (and out of this browser).
  const token = await demoToken(request, '13800000002');
  const headers = { ...signedHeaders(), token };
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey('Admin-Token'), token],
  );
  await page.goto('/home');
  await expect(card.first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      async () =>
        ((await (await request.get('/sportapi/follows', { headers })).json()) as { data: FollowSet }).data,
    )
    .toEqual(
      expect.objectContaining({
        teams: expect.arrayContaining([team.id]),
        matches: expect.arrayContaining([match.id]),
      }),
    );
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('follows'))).toBeNull();

  // A second merge of the same follows (another browser that followed the same) adds nothing.
  const again = await request.post('/sportapi/follows/merge', {
    headers,
    data: { teams: [team.id], matches: [match.id] },
  });
  const merged = ((await again.json()) as { data: FollowSet }).data;
  expect(merged.teams.filter((id) => id === team.id)).toHaveLength(1);
  expect(merged.matches.filter((id) => id === match.id)).toHaveLength(1);

  // Signed in, the team page shows the account's follow; unfollowing goes to the server.
  await page.goto(`/team/${team.id}`);
  await expect(teamButton).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await teamButton.click();
  await expect(teamButton).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(
      async () =>
        ((await (await request.get('/sportapi/follows', { headers })).json()) as { data: FollowSet }).data
          .teams,
    )
    .not.toContain(team.id);
  // Leave the demo account as it was for other tests.
  await request.post('/sportapi/follows', { headers, data: { kind: 'match', id: match.id, follow: false } });
});
