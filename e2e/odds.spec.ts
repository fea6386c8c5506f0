import { expect, newContext, test, type BrowserContext, type Page } from './support/test';
import { shownName } from './support/names';
import { fastSimulator } from './support/fast-simulator';

/**
 * 指数: the tab renders the books' odds of a real match read from the API, and they move on screen after a
 * goal. A server of its own runs the simulator at 60× (the suite's shared server runs at real time).
 */
test.describe('odds', () => {
  const sim = fastSimulator();
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  interface Live {
    id: number;
    status: string;
    minute: number | null;
    home: { name: string; shortName: string };
  }

  /** Matches in play early enough that a goal will not settle them (the markets stay open). */
  async function earlyLiveMatches(): Promise<Live[]> {
    const res = await fetch(`${sim.url}/sportapi/matches?sport=football&status=live&pageSize=200`);
    const list = ((await res.json()) as { data: { list: Live[] } }).data.list;
    return list
      .filter((m) => ['first_half', 'half_time', 'second_half'].includes(m.status) && (m.minute ?? 0) < 60)
      .sort((a, b) => (a.minute ?? 0) - (b.minute ?? 0));
  }

  const euroRow = (page: Page) =>
    page.getByRole('region', { name: '欧赔表格' }).getByRole('row').filter({ hasText: '锦官' });
  /** The current (即时) home, draw and away prices of 锦官, as numbers. */
  const currentEuro = async (page: Page) =>
    (await euroRow(page).getByRole('cell').allTextContents()).slice(3, 6).map((t) => Number.parseFloat(t));
  /** One look at a page: its score, clock, odds phase and the 锦官 欧赔 row. */
  interface Seen {
    at: number;
    score: string;
    clock: string;
    phase: string;
    row: string;
    euro: number[];
  }
  const score = async (page: Page) =>
    (
      await page
        .getByLabel(/^比分 /)
        .first()
        .getAttribute('aria-label')
    )?.replace('比分 ', '') ?? '';

  test('the 指数 tab shows every book for a real match, and its prices move after a goal', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const candidates = (await earlyLiveMatches()).slice(0, 4);
    // One browser context (one fan) per match: a detail page holds two streams (the live feed and 聊天室), and
    // four pages of one context would take 8 of the 6 connections a browser opens to one HTTP/1.1 host, so the
    // odds' refetch after a goal would wait for a free one (docs/community.md, "The room on screen").
    expect(candidates.length).toBeGreaterThan(0);
    const pages: Array<{ page: Page; id: number }> = [];
    for (const m of candidates) {
      const odds = (await (await fetch(`${sim.url}/sportapi/matches/${m.id}/odds`)).json()) as {
        data: { books: Array<{ book: { name: string } }> };
      };
      const context = await newContext(browser);
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${sim.url}/matchDetail/1/${m.id}?tab=odds`);
      await expect(page.getByRole('heading', { name: '欧赔' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '亚盘' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '大小球' })).toBeVisible();
      const euro = page.getByRole('region', { name: '欧赔表格' });
      for (const b of odds.data.books)
        await expect(euro.getByRole('rowheader', { name: new RegExp(`^${b.book.name}`) })).toBeVisible();
      // The detail header names the teams in full (a short name such as 古马U19 is not part of 古马流浪者U19).
      await expect(page.getByText(shownName(m.home, 'match-header'), { exact: true }).first()).toBeVisible();
      pages.push({ page, id: m.id });
    }
    // Wait for a goal in one of them, on screen, without a reload, and for the 锦官 price after it. The
    // price to beat is the one on screen just before the goal (polled every second), not the one when the
    // page opened: a trailing side's price lengthens as time runs out, and an equaliser 30 minutes after
    // the page opened can leave it longer than then (a CI run: the goal was seen, the price never "shortened").
    // A goal does not count when the screen cannot show its price: the score changes again within the wait
    // (VAR rules it out 90 s later — the price rightly goes back — or another goal), the market showed 封
    // before it (its last price is an old one), or the match ends first (a goal in the last minute is
    // suspended until the whistle; then 终盘 shows the closing prices). The spec then waits for the next goal.
    const started = Date.now();
    const seen = new Map<Page, Seen[]>(pages.map((p) => [p.page, []]));
    const look = async (page: Page): Promise<Seen> => {
      const row = (await euroRow(page).textContent()) ?? '';
      const sight: Seen = {
        at: Math.round((Date.now() - started) / 1000),
        score: await score(page),
        clock: await page
          .getByLabel(/^比分 /)
          .first()
          .evaluate((el) => el.parentElement?.nextElementSibling?.textContent ?? ''),
        phase: (await page.locator('[data-phase]').first().getAttribute('data-phase')) ?? '',
        row: row.replace(/走势$/, ''),
        euro: await currentEuro(page),
      };
      seen.get(page)!.push(sight);
      return sight;
    };
    const history = (page: Page) =>
      seen
        .get(page)!
        .slice(-40)
        .map((s) => `${s.at}s ${s.clock} ${s.score} [${s.phase}] ${s.row}`)
        .join('\n');
    const skipped: string[] = [];
    for (const p of pages) await look(p.page);
    let tested: { page: Page; id: number; side: number; home: number; away: number } | undefined;
    while (!tested) {
      expect(
        Date.now() - started,
        `no goal on screen whose price could be shown in 150 s; goals left out: ${skipped.join('; ')}`,
      ).toBeLessThan(150_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const p of pages) {
        if (tested) break;
        const log = seen.get(p.page)!;
        const before = log[log.length - 1]!;
        const now = await look(p.page);
        if (now.score === before.score) continue;
        const [wasHome, wasAway] = before.score.split(' - ').map(Number) as [number, number];
        const [home, away] = now.score.split(' - ').map(Number) as [number, number];
        const side =
          home === wasHome + 1 && away === wasAway ? 0 : away === wasAway + 1 && home === wasHome ? 2 : -1;
        if (side === -1 || before.row.includes('封') || before.phase !== 'live') {
          skipped.push(
            `${p.id} ${before.score} → ${now.score} (${before.row.includes('封') ? '封 before' : before.phase})`,
          );
          continue;
        }
        // The scorer's price shortens (or the market is taken off, 封, when the goal all but settles it).
        const until = Date.now() + 30_000;
        let verdict: 'moved' | 'void' | undefined;
        while (!verdict) {
          const s = await look(p.page);
          if (s.score !== now.score || s.phase !== 'live') verdict = 'void';
          else if (s.row.includes('封') || s.euro[side]! < before.euro[side]!) verdict = 'moved';
          else if (Date.now() > until) {
            const api = (await (await fetch(`${sim.url}/sportapi/matches/${p.id}/odds`)).json()) as {
              data: {
                books: Array<{
                  book: { name: string };
                  euro: {
                    state: string;
                    history: Array<{
                      minuteLabel: string | null;
                      score: { home: number; away: number } | null;
                      reason: string;
                      prices: number[];
                    }>;
                  };
                }>;
              };
            };
            const book = api.data.books.find((b) => b.book.name === '锦官');
            const points = (book?.euro.history ?? [])
              .slice(-6)
              .map(
                (h) =>
                  `${h.minuteLabel} ${h.score ? `${h.score.home}-${h.score.away}` : ''} ${h.reason} ${h.prices.join('/')}`,
              );
            throw new Error(
              `match ${p.id}: ${before.score} → ${now.score} at ${now.clock}, and in 30 s the 锦官 price of side ${side} ` +
                `stayed at or above ${before.euro[side]} without 封.\nOn screen (s since start, clock, score, phase, 锦官 row):\n` +
                `${history(p.page)}\nThe API's 锦官 欧赔 now (${book?.euro.state}), last quotes:\n${points.join('\n')}`,
            );
          } else await new Promise((resolve) => setTimeout(resolve, 500));
        }
        if (verdict === 'void') {
          const last = log[log.length - 1]!;
          skipped.push(`${p.id} ${before.score} → ${now.score} → ${last.score} (${last.phase})`);
          continue;
        }
        tested = { page: p.page, id: p.id, side, home, away };
      }
    }
    const { page, home, away } = tested;
    // The history says why, with the new score — unless the goal all but settled the market and it was taken
    // off (封); that can come a moment after the price moved.
    await page.getByRole('button', { name: '锦官欧赔走势' }).click();
    const why = page
      .getByRole('row')
      .filter({ hasText: '进球后' })
      .filter({ hasText: `${home}-${away}` });
    await expect
      .poll(
        async () => (await why.count()) > 0 || ((await euroRow(page).textContent()) ?? '').includes('封'),
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(true);
  });
});
