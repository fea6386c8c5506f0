import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getArticles } from '../../../api/articles-api';
import { article, page } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import NewsPage from '../news-page';

jest.mock('../../../api/articles-api');
jest.mock('../../../api/leagues-api', () => ({
  getHotLeagues: jest.fn(async (sport: string) =>
    sport === 'football' ? [{ id: 1, shortName: '英超' }] : [{ id: 108, shortName: 'NBA' }],
  ),
}));

const getArticlesMock = jest.mocked(getArticles);
const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => article(from + i));

describe('news list', () => {
  beforeEach(() => getArticlesMock.mockReset());

  it('shows the first page, then appends the next and moves focus to its first item', async () => {
    getArticlesMock
      .mockResolvedValueOnce(page(ids(1, 10), 1, 15, 10))
      .mockResolvedValueOnce(page(ids(11, 5), 2, 15, 10));
    renderScreen(<NewsPage />, { url: '/news' });

    expect(screen.getByRole('status', { name: '正在加载' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '新闻列表' });
    expect(list.children).toHaveLength(10);
    expect(getArticlesMock).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'news', page: 1 }));
    expect(screen.getByRole('link', { name: /新闻标题 1\b/ })).toHaveAttribute('href', '/news?id=1');
    expect(screen.getAllByText('5分钟前', { selector: 'time' })).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(list.children).toHaveLength(15));
    expect(getArticlesMock).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(list.children[10]).toHaveFocus();
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(screen.getByText(/没有更多了/)).toBeInTheDocument();
  });

  it('moves the focus to the new page again after a filter started the list over', async () => {
    getArticlesMock.mockImplementation(async (q) =>
      q.page === 1
        ? page(ids(q.sport === 'basketball' ? 101 : 1, 10), 1, 15, 10)
        : page(ids(200, 5), 2, 15, 10),
    );
    renderScreen(<NewsPage />, { url: '/news' });
    await userEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getByRole('list', { name: '新闻列表' }).children[10]).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: '篮球' }));
    await userEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getByRole('list', { name: '新闻列表' }).children).toHaveLength(15));
    expect(screen.getByRole('list', { name: '新闻列表' }).children[10]).toHaveFocus();
  });

  it('switches to the 战报 of finished matches, read at /news?id= like the news', async () => {
    getArticlesMock.mockImplementation(async (q) =>
      page(
        q.kind === 'report'
          ? [{ ...article(7), kind: 'report', title: '【英超战报】曼城主场3-1击败阿森纳' }]
          : ids(1, 3),
      ),
    );
    renderScreen(<NewsPage />, { url: '/news' });
    await screen.findByRole('list', { name: '新闻列表' });
    await userEvent.click(screen.getByRole('button', { name: '战报' }));
    const list = await screen.findByRole('list', { name: '战报列表' });
    expect(getArticlesMock).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'report', page: 1 }));
    expect(list.children).toHaveLength(1);
    expect(screen.getByRole('link', { name: /曼城主场3-1击败阿森纳/ })).toHaveAttribute('href', '/news?id=7');
  });

  it('filters by sport and starts again from page 1', async () => {
    getArticlesMock.mockResolvedValue(page(ids(1, 3)));
    renderScreen(<NewsPage />, { url: '/news' });
    await screen.findByRole('list', { name: '新闻列表' });
    await userEvent.click(screen.getByRole('button', { name: '篮球' }));
    await waitFor(() =>
      expect(getArticlesMock).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'news', sport: 'basketball', page: 1 }),
      ),
    );
    expect(screen.getByRole('button', { name: '篮球' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when a category is empty', async () => {
    getArticlesMock.mockResolvedValue(page([]));
    renderScreen(<NewsPage />, { url: '/news' });
    expect(await screen.findByText('该分类下暂无新闻')).toBeInTheDocument();
  });

  it('offers 重试 when the list fails, and loads again', async () => {
    getArticlesMock.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(page(ids(1, 2)));
    renderScreen(<NewsPage />, { url: '/news' });
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '新闻列表' })).toBeInTheDocument();
  });
});
