import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getArticles } from '../../../api/articles-api';
import { article, page } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import SpecialPage from '../special-page';

jest.mock('../../../api/articles-api');

/** /special?sport=: the footer's 英超前瞻 / NBA前瞻 open the previews of one sport (issue 47, defect 7). */
it('reads one sport from ?sport= and switches it with the 分类 filter', async () => {
  jest
    .mocked(getArticles)
    .mockResolvedValue(page([article(5, { kind: 'preview', title: '【英超前瞻】A vs B' })]));
  renderScreen(<SpecialPage />, { url: '/special?sport=football' });
  expect(await screen.findByRole('link', { name: /英超前瞻/ })).toHaveAttribute(
    'href',
    '/specialDetails?id=5',
  );
  expect(getArticles).toHaveBeenLastCalledWith(
    expect.objectContaining({ kind: 'preview', sport: 'football' }),
  );
  expect(screen.getByRole('button', { name: '足球' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: '全部' }));
  await waitFor(() =>
    expect(getArticles).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'preview', sport: undefined }),
    ),
  );
});
