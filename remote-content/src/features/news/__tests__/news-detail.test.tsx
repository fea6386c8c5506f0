import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DataProvider, createQueryClient } from '@jincheng/shared';
import { getArticle } from '../../../api/articles-api';
import { articleDetail } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import { getLeagueRound } from '../api/news-api';
import NewsPage from '../news-page';

jest.mock('../../../api/articles-api');
jest.mock('../api/news-api');

describe('news article at /news?id=', () => {
  it('renders the paragraphs as text (never as HTML) and links the related match', async () => {
    jest.mocked(getArticle).mockResolvedValue(articleDetail(5, { kind: 'news', title: '阿森纳大胜' }));
    jest.mocked(getLeagueRound).mockRejectedValue(new Error('offline'));
    const { container } = renderScreen(<NewsPage />, { url: '/news?id=5' });

    expect(await screen.findByRole('heading', { level: 1, name: '阿森纳大胜' })).toBeInTheDocument();
    expect(getArticle).toHaveBeenCalledWith(5);
    expect(screen.getByText('<img src=x onerror="alert(1)">主力中卫缺阵')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: /比赛详情/ })).toHaveAttribute('href', '/matchDetail/1/77');
  });

  it('explains an id that is not a number', () => {
    renderScreen(<NewsPage />, { url: '/news?id=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('没有找到这篇新闻');
    expect(screen.getByRole('link', { name: '返回新闻列表' })).toHaveAttribute('href', '/news');
  });

  it('sends an intelligence id to the intelligence screen', async () => {
    jest.mocked(getArticle).mockResolvedValue(articleDetail(6));
    render(
      <DataProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/news?id=6']}>
          <Routes>
            <Route path="/news" element={<NewsPage />} />
            <Route path="/intelligenceDetails/:id" element={<p>情报页</p>} />
          </Routes>
        </MemoryRouter>
      </DataProvider>,
    );
    expect(await screen.findByText('情报页')).toBeInTheDocument();
  });
});
