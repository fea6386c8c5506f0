import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, RequestError, showLoginAtom, type ArticleComment, type Page } from '@jincheng/shared';
import { renderScreen } from '../../../test-utils/render';
import { getComments, getReplies, likeComment, postComment, reportComment } from '../../../api/comments-api';
import { ArticleComments } from '../article-comments';

jest.mock('../../../api/comments-api');

const comment = (id: number, patch: Partial<ArticleComment> = {}): ArticleComment => ({
  id,
  articleId: 7,
  parentId: null,
  author: { userId: String(40 + id), userName: `球迷${id}`, userImage: '' },
  text: `第${id}条评论`,
  likes: 0,
  liked: false,
  mine: false,
  replyCount: 0,
  replies: [],
  createdAt: Date.now() - 5 * 60_000,
  ...patch,
});
const page = (list: ArticleComment[], total = list.length): Page<ArticleComment> => ({
  list,
  page: 1,
  pageSize: 10,
  total,
  hasMore: false,
});

beforeEach(() => jest.resetAllMocks());

it('lists comments with their first replies, and opens all of them on 查看全部', async () => {
  const reply = { parentId: 1, createdAt: Date.now() - 60_000 };
  const replies = [comment(11, { ...reply, text: '同意' }), comment(12, { ...reply, text: '不同意' })];
  jest.mocked(getComments).mockResolvedValue(page([comment(1, { replyCount: 3, replies }), comment(2)]));
  jest
    .mocked(getReplies)
    .mockResolvedValue(page([...replies, comment(13, { ...reply, text: '第三个回复' })]));
  renderScreen(<ArticleComments articleId={7} />);
  const list = await screen.findByRole('list', { name: '评论列表' });
  expect(getComments).toHaveBeenCalledWith(7, 'hot', 1);
  const first = within(list).getByRole('article', { name: '球迷1的评论' });
  expect(within(first).getByText('5分钟前')).toBeInTheDocument();
  expect(within(first).getByRole('list', { name: '回复' })).toHaveTextContent(/球迷11.*同意.*球迷12.*不同意/);
  await userEvent.click(within(first).getByRole('button', { name: '查看全部 3 条回复' }));
  expect(await within(first).findByText('第三个回复')).toBeInTheDocument();
  expect(getReplies).toHaveBeenCalledWith(1, 1);
  await userEvent.click(screen.getByRole('button', { name: '最新' }));
  expect(getComments).toHaveBeenLastCalledWith(7, 'new', 1);
});

it('asks a visitor to sign in to write or like', async () => {
  jest.mocked(getComments).mockResolvedValue(page([comment(1)]));
  const { store } = renderScreen(<ArticleComments articleId={7} />);
  await userEvent.click(await screen.findByRole('button', { name: '赞 0' }));
  expect(store.get(showLoginAtom)).toBe(true);
  expect(screen.getByRole('button', { name: '登录后发表评论' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(likeComment).not.toHaveBeenCalled();
});

it('keeps the draft when the server refuses it, and clears it once posted (then shows 最新)', async () => {
  jest.mocked(getComments).mockResolvedValue(page([]));
  jest
    .mocked(postComment)
    .mockRejectedValueOnce(new RequestError('请勿发布链接或联系方式', 'business', 400))
    .mockResolvedValueOnce({ comment: comment(5, { mine: true, text: '好球' }) });
  renderScreen(<ArticleComments articleId={7} />, { token: 't' });
  expect(await screen.findByText('还没有评论，来说两句吧')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: '发表评论' });
  const send = screen.getByRole('button', { name: '发表' });
  expect(send).toBeDisabled();
  await userEvent.type(box, '加我 www.example.com');
  await userEvent.click(send);
  expect(postComment).toHaveBeenCalledWith(7, '加我 www.example.com', undefined);
  expect(box).toHaveValue('加我 www.example.com');
  await userEvent.clear(box);
  await userEvent.type(box, '好球');
  await userEvent.click(send);
  await screen.findByRole('button', { name: '最新', pressed: true });
  expect(box).toHaveValue('');
  expect(getComments).toHaveBeenLastCalledWith(7, 'new', 1);
});

it('counts characters as a fan does and refuses more than 300 before sending', async () => {
  jest.mocked(getComments).mockResolvedValue(page([]));
  renderScreen(<ArticleComments articleId={7} />, { token: 't' });
  const box = await screen.findByRole('textbox', { name: '发表评论' });
  await userEvent.type(box, '⚽'.repeat(3));
  expect(screen.getByText('3/300')).toBeInTheDocument();
  await userEvent.click(box);
  await userEvent.paste('球'.repeat(298));
  expect(screen.getByText('超出 1 字')).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: '发表' })).toBeDisabled();
});

it('likes with the server’s count, and reports with a reason', async () => {
  jest.mocked(getComments).mockResolvedValue(page([comment(1, { likes: 4 })]));
  jest.mocked(likeComment).mockResolvedValue({ likes: 5, liked: true });
  jest.mocked(reportComment).mockResolvedValue({
    data: { reported: true, hidden: false },
    message: '举报已受理，管理员会尽快审核',
  });
  renderScreen(<ArticleComments articleId={7} />, { token: 't' });
  await userEvent.click(await screen.findByRole('button', { name: '赞 4' }));
  expect(await screen.findByRole('button', { name: '赞 5', pressed: true })).toBeInTheDocument();
  expect(likeComment).toHaveBeenCalledWith(1, true);
  await userEvent.click(screen.getByRole('button', { name: '举报' }));
  const dialog = screen.getByRole('dialog', { name: '举报这条评论' });
  await userEvent.click(within(dialog).getByRole('radio', { name: '广告引流' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '提交举报' }));
  expect(reportComment).toHaveBeenCalledWith(1, '广告引流');
  await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('举报已受理，管理员会尽快审核'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says a refused report (muted, too many) in the dialog in the server’s words, keeping the reason', async () => {
  jest.mocked(getComments).mockResolvedValue(page([comment(1)]));
  const muted = '你已被禁言至 11-28 21:05，禁言期间不能举报；如有违规内容，可在禁言结束后再举报';
  const tooMany = '举报过于频繁：每小时最多举报 10 次，请 42 分钟后再试';
  jest
    .mocked(reportComment)
    .mockRejectedValueOnce(new RequestError(muted, 'business', 1030))
    .mockRejectedValueOnce(new RequestError(tooMany, 'business', 1006));
  renderScreen(<ArticleComments articleId={7} />, { token: 't' });
  await userEvent.click(await screen.findByRole('button', { name: '举报' }));
  const dialog = screen.getByRole('dialog', { name: '举报这条评论' });
  await userEvent.click(within(dialog).getByRole('radio', { name: '广告引流' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '提交举报' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(muted);
  expect(within(dialog).getByRole('radio', { name: '广告引流' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: '提交举报' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(tooMany));
  expect(reportComment).toHaveBeenLastCalledWith(1, '广告引流');
  // 取消 leaves; opened again, the old refusal is gone.
  await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '举报' }));
  expect(within(screen.getByRole('dialog', { name: '举报这条评论' })).queryByRole('alert')).toBeNull();
});
