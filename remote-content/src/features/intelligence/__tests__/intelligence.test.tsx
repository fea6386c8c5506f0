import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getArticle, getArticles } from '../../../api/articles-api';
import { article, articleDetail, match, page } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import { getMatchSolutions } from '../api/intelligence-api';
import { intelligenceDates } from '../components/date-options';
import IntelligenceDetailPage from '../intelligence-detail-page';
import IntelligenceListPage from '../intelligence-list-page';

jest.mock('../../../api/articles-api');
jest.mock('../../../api/leagues-api', () => ({ getHotLeagues: jest.fn(async () => []) }));
jest.mock('../api/intelligence-api');

describe('intelligence', () => {
  it('lists intelligence and filters by match day (Shanghai)', async () => {
    jest
      .mocked(getArticles)
      .mockResolvedValue(page([article(3, { kind: 'intelligence', title: '【英超情报】A vs B' })]));
    renderScreen(<IntelligenceListPage />, { url: '/intelligence' });
    expect(await screen.findByRole('link', { name: /英超情报/ })).toHaveAttribute(
      'href',
      '/intelligenceDetails/3',
    );
    await userEvent.click(screen.getByRole('button', { name: '今天' }));
    const today = intelligenceDates().find((d) => d.label === '今天')?.value;
    await waitFor(() =>
      expect(getArticles).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'intelligence', date: today, page: 1 }),
      ),
    );
  });

  it('reads one sport from ?sport= (the footer’s 篮球直播情报) and switches it with the 分类 filter', async () => {
    jest
      .mocked(getArticles)
      .mockResolvedValue(page([article(4, { kind: 'intelligence', title: '【NBA情报】C vs D' })]));
    renderScreen(<IntelligenceListPage />, { url: '/intelligence?sport=basketball' });
    expect(await screen.findByRole('link', { name: /NBA情报/ })).toBeInTheDocument();
    expect(getArticles).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'intelligence', sport: 'basketball', page: 1 }),
    );
    expect(screen.getByRole('button', { name: '篮球' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '足球' }));
    await waitFor(() =>
      expect(getArticles).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'intelligence', sport: 'football', page: 1 }),
      ),
    );
  });

  it('gives an item of a match with a frozen forecast its bar, to the match’s 模型 tab, and no bar to the others', async () => {
    jest.mocked(getArticles).mockResolvedValue(
      page([
        article(5, {
          kind: 'intelligence',
          title: '【英超情报】E vs F',
          matchId: 77,
          model: [0.5, 0.3, 0.2],
        }),
        article(6, { kind: 'intelligence', title: '【英超情报】G vs H', matchId: 78 }),
      ]),
    );
    renderScreen(<IntelligenceListPage />, { url: '/intelligence' });
    const bar = await screen.findByRole('link', { name: '模型预测 主胜 50%，平 30%，客胜 20%' });
    expect(bar).toHaveAttribute('href', '/matchDetail/1/77?tab=model');
    expect(screen.getAllByTestId('forecast-bar')).toHaveLength(1);
    // The bar is a link of its own beside the card's, not inside it.
    expect(screen.getByRole('link', { name: /E vs F/ })).not.toContainElement(bar);
  });

  it('names the days around today, in Shanghai', () => {
    // 2025-06-01 23:30 in Shanghai is still 15:30 UTC.
    const days = intelligenceDates(Date.UTC(2025, 5, 1, 15, 30));
    expect(days.map((d) => d.label)).toEqual(['全部', '前天', '昨天', '今天', '明天', '后天', '06-04']);
    expect(days[3]?.value).toBe('2025-06-01');
  });

  it('shows the match header linking to the match, and the five sections', async () => {
    jest
      .mocked(getArticle)
      .mockResolvedValue(articleDetail(3, { match: match(88, { sport: 'basketball' }), matchId: 88 }));
    jest.mocked(getMatchSolutions).mockResolvedValue(page([]));
    renderScreen(<IntelligenceDetailPage />, {
      url: '/intelligenceDetails/3',
      pattern: '/intelligenceDetails/:id',
    });
    expect(await screen.findByRole('link', { name: /比赛详情/ })).toHaveAttribute(
      'href',
      '/basketballDetail/2/88',
    );
    // Basketball reads away first, as the score list and the match page do; the link under it the same way.
    const header = screen.getByRole('region', { name: '比赛信息' });
    const link = screen.getByRole('link', { name: /比赛详情/ });
    const [left, right] = [
      header.querySelectorAll('img')[0]?.nextSibling,
      header.querySelectorAll('img')[1]?.nextSibling,
    ];
    const m = match(88, { sport: 'basketball' });
    expect([left?.textContent, right?.textContent]).toEqual([m.away.name, m.home.name]);
    expect(link).toHaveTextContent(`${m.away.shortName} vs ${m.home.shortName}`);
    expect(header).toHaveTextContent(/客队.*主队/);
    expect(screen.getByRole('heading', { name: '伤停' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '结论' })).toBeInTheDocument();
  });

  it('reads home first for football, with the score in the same order', async () => {
    const m = match(89, { homeScore: 2, awayScore: 1, phase: 'finished' });
    jest.mocked(getArticle).mockResolvedValue(articleDetail(4, { match: m, matchId: 89 }));
    jest.mocked(getMatchSolutions).mockResolvedValue(page([]));
    renderScreen(<IntelligenceDetailPage />, {
      url: '/intelligenceDetails/4',
      pattern: '/intelligenceDetails/:id',
    });
    const link = await screen.findByRole('link', { name: /比赛详情/ });
    expect(link).toHaveTextContent(`${m.home.shortName} vs ${m.away.shortName}`);
    const header = screen.getByRole('region', { name: '比赛信息' });
    expect(header).toHaveTextContent(/主队.*2 - 1.*客队/);
  });
});
