import { expect, newContext, test, PHONE } from './support/test';
import { demoToken, signInPage } from './support/session';

/**
 * 评论 under an article (issue 28), against the real server: a signed-in fan writes on a desktop, a visitor on a
 * phone reads it and is asked to sign in to write; a link is refused with its reason and the draft stays;
 * markup is shown as text; 赞 counts the fan's like.
 */
test('a fan comments under a news article; a visitor on a phone reads it; refused text keeps the draft', async ({
  page,
  request,
  browser,
}) => {
  const news = (await (await request.get('/sportapi/articles?kind=news&pageSize=5')).json()) as {
    data: { list: { id: number; title: string }[] };
  };
  const article = news.data.list[3]!;
  await signInPage(page, await demoToken(request));
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/news?id=${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  const section = page.getByRole('region', { name: '评论' });
  const box = section.getByRole('textbox', { name: '发表评论' });

  await box.fill('直播看这里 www.example.com');
  await section.getByRole('button', { name: '发表', exact: true }).click();
  await expect(page.getByText('请勿发布链接或联系方式')).toBeVisible();
  await expect(box).toHaveValue('直播看这里 www.example.com');

  const text = `这脚直塞太妙了 ${Date.now() % 100000}`;
  await box.fill(text);
  await expect(section.getByText(`${[...text].length}/300`)).toBeVisible();
  await section.getByRole('button', { name: '发表', exact: true }).click();
  await expect(box).toHaveValue('');
  const list = section.getByRole('list', { name: '评论列表' });
  const mine = list.getByRole('article').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(section.getByRole('button', { name: '最新' })).toHaveAttribute('aria-pressed', 'true');

  const markup = '<img src=x onerror=alert(1)>';
  await box.fill(markup);
  await section.getByRole('button', { name: '发表', exact: true }).click();
  await expect(list.getByText(markup, { exact: true })).toBeVisible();
  expect(alerts).toEqual([]);

  // A visitor on a phone: reads it (最新), and is asked to sign in to write or to like.
  const phone = await newContext(browser, PHONE);
  try {
    const visitor = await phone.newPage();
    await visitor.goto(`/news?id=${article.id}`);
    const seen = visitor.getByRole('region', { name: '评论' });
    await seen.getByRole('button', { name: '最新' }).tap();
    const theirs = seen
      .getByRole('list', { name: '评论列表' })
      .getByRole('article')
      .filter({ hasText: text });
    await expect(theirs).toBeVisible();
    const like = theirs.getByRole('button', { name: /^赞 / });
    await like.tap();
    await expect(visitor.getByRole('dialog', { name: '登录锦城体育' })).toBeVisible();
    await visitor.keyboard.press('Escape');
    await expect(seen.getByRole('button', { name: '登录后发表评论' })).toBeVisible();
    const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  } finally {
    await phone.close();
  }

  // 赞 by the fan: the count is the server's.
  const like = mine.getByRole('button', { name: /^赞 / });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('赞 1');
});
