import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getArticles } from '../../../api/articles-api';
import { getExperts } from '../../../api/experts-api';
import { article, expert, page } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import LatestNews from '../latest-news';
import TopExperts from '../top-experts';

jest.mock('../../../api/articles-api');
jest.mock('../../../api/experts-api');

describe('home widgets', () => {
  it('最新资讯 links each article to /news?id=', async () => {
    jest.mocked(getArticles).mockResolvedValue(page([article(7, { title: '皇马官宣新援' })]));
    renderScreen(<LatestNews />);
    expect(await screen.findByRole('link', { name: /皇马官宣新援/ })).toHaveAttribute('href', '/news?id=7');
    expect(screen.getByRole('link', { name: /更多资讯/ })).toHaveAttribute('href', '/news');
  });

  it('专家推荐 shows hit rates and retries after a failure', async () => {
    jest
      .mocked(getExperts)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page([expert(2, { name: '李指导', hitRate: 71.2 })]));
    renderScreen(<TopExperts />);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /李指导.*命中 71.2%/ })).toHaveAttribute(
      'href',
      '/expertsDetail?id=2',
    );
    expect(getExperts).toHaveBeenLastCalledWith({ sort: 'hitRate', pageSize: 5 });
  });

  it('专家推荐 gives a record of fewer than 10 settled picks as a record, not as a hit rate', async () => {
    jest
      .mocked(getExperts)
      .mockResolvedValueOnce(
        page([expert(3, { name: '罗龙', hitRate: 100, settled: 2, red: 2, black: 0, rateRanked: false })]),
      );
    renderScreen(<TopExperts />);
    const link = await screen.findByRole('link', { name: /罗龙/ });
    expect(link).toHaveTextContent('2中2');
    expect(link).not.toHaveTextContent('100%');
  });
});
