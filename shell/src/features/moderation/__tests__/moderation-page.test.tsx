import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  RequestError,
  SPORT_API,
  appStore,
  createQueryClient,
  showLoginAtom,
  tokenAtom,
  type AuditEntry,
  type ModerationChatLine,
  type ModerationComment,
  type Page,
} from '@jincheng/shared';
import { Provider } from '../../../lib/app-jotai';
import ModerationPage from '../moderation-page';

const get = jest.fn();
const post = jest.fn();
jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  apiClient: () => ({ get, post }),
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const page = <T,>(list: T[]): Page<T> => ({
  list,
  page: 1,
  pageSize: 10,
  total: list.length,
  hasMore: false,
});
const comment = (id: number, patch: Partial<ModerationComment> = {}): ModerationComment => ({
  id,
  articleId: 3,
  articleTitle: '蓉城队主场告捷',
  parentId: null,
  author: { userId: '10005', userName: '球迷小李', mutedUntil: null },
  text: `第${id}条评论`,
  sent: `第${id}条评论`,
  reports: 2,
  reasons: [
    { reason: '辱骂攻击', count: 1 },
    { reason: '其他', count: 1 },
  ],
  hiddenAt: null,
  hiddenBy: null,
  createdAt: Date.UTC(2026, 10, 21, 12, 0),
  lastReportAt: Date.UTC(2026, 10, 21, 12, 30),
  ...patch,
});

const chatLine = (id: number, patch: Partial<ModerationChatLine> = {}): ModerationChatLine => ({
  id,
  matchId: 5001,
  matchTitle: '成都蓉城 vs 上海海港',
  author: { userId: '10006', userName: '球迷小王', mutedUntil: null },
  text: '裁判是＊＊吧',
  sent: '裁判是傻逼吧',
  reports: 1,
  reasons: [{ reason: '辱骂攻击', count: 1 }],
  hiddenAt: null,
  hiddenBy: null,
  createdAt: Date.UTC(2026, 10, 21, 12, 5),
  lastReportAt: Date.UTC(2026, 10, 21, 12, 6),
  ...patch,
});

function renderPage() {
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/ops/moderation']}>
          <ModerationPage />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  appStore.set(tokenAtom, 'moderator-token');
  appStore.set(showLoginAtom, false);
});

it('lists reported comments with their reasons; 隐藏 and 禁言 send the reason and duration', async () => {
  get.mockImplementation((path: string, params: { queue: string }) =>
    Promise.resolve(
      path === SPORT_API.moderationComments && params.queue === 'reported' ? page([comment(7)]) : page([]),
    ),
  );
  post.mockResolvedValue({ id: 7, hidden: true });
  renderPage();
  const card = await screen.findByRole('article', { name: '球迷小李的评论' });
  expect(card).toHaveTextContent('第7条评论');
  expect(card).toHaveTextContent('举报 2 次：辱骂攻击×1、其他×1');
  expect(card).toHaveTextContent('《蓉城队主场告捷》');
  const user = userEvent.setup();
  await user.type(within(card).getByLabelText('处理理由'), '人身攻击');
  await user.click(within(card).getByRole('button', { name: '隐藏' }));
  expect(post).toHaveBeenCalledWith(SPORT_API.moderationHide(7), { reason: '人身攻击' }, { json: true });
  await waitFor(() => expect(within(card).getByLabelText('处理理由')).toHaveValue(''));

  post.mockResolvedValue({ userId: '10005', mutedUntil: Date.UTC(2026, 10, 28, 12, 0) });
  await user.selectOptions(within(card).getByLabelText('禁言时长'), '7 天');
  await user.click(within(card).getByRole('button', { name: '禁言球迷小李' }));
  expect(post).toHaveBeenLastCalledWith(
    SPORT_API.moderationMute('10005'),
    { duration: '7d', reason: '' },
    { json: true },
  );
});

it('offers 恢复显示 on a hidden comment and 解除禁言 for a muted author; the audit log is a view', async () => {
  const hidden = comment(8, {
    hiddenAt: Date.UTC(2026, 10, 21, 13, 0),
    hiddenBy: 'reports',
    reports: 3,
    author: { userId: '10005', userName: '球迷小李', mutedUntil: Date.UTC(2026, 10, 22, 13, 0) },
  });
  const entry: AuditEntry = {
    id: 1,
    action: 'mute',
    actor: { userId: '10001', userName: '锦城老球迷' },
    target: { kind: 'user', id: 10005, label: '球迷小李' },
    reason: '连续辱骂',
    until: Date.UTC(2026, 10, 22, 13, 0),
    createdAt: Date.UTC(2026, 10, 21, 13, 0),
  };
  get.mockImplementation((path: string, params: { queue?: string }) =>
    Promise.resolve(
      path === SPORT_API.moderationAudit
        ? page([entry])
        : params.queue === 'hidden'
          ? page([hidden])
          : page([]),
    ),
  );
  post.mockResolvedValue({ id: 8, hidden: false });
  renderPage();
  expect(await screen.findByText('没有待处理的举报')).toBeVisible();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '已隐藏' }));
  const card = await screen.findByRole('article', { name: '球迷小李的评论' });
  expect(card).toHaveTextContent('已隐藏（举报达到阈值）');
  expect(card).toHaveTextContent('作者禁言至 11-22 21:00');
  await user.click(within(card).getByRole('button', { name: '恢复显示' }));
  expect(post).toHaveBeenCalledWith(SPORT_API.moderationRestore(8), { reason: '' }, { json: true });
  expect(within(card).getByRole('button', { name: '解除禁言' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: '审计日志' }));
  const log = await screen.findByRole('list', { name: '审计日志' });
  expect(log).toHaveTextContent('锦城老球迷 · 禁言（至 11-22 21:00）');
  expect(log).toHaveTextContent('用户：球迷小李');
  expect(log).toHaveTextContent('理由：连续辱骂');
});

it('tells a fan 无权限 and shows nothing else', async () => {
  get.mockRejectedValue(
    new RequestError('无权限', 'business', 403, { retcode: 403, retmsg: '无权限', data: null }),
  );
  renderPage();
  expect(await screen.findByText('无权限')).toBeVisible();
  expect(screen.getByText('社区管理仅对版主开放。如需开通，请联系管理员。')).toBeVisible();
  expect(screen.queryByRole('button', { name: '被举报' })).not.toBeInTheDocument();
  expect(get).toHaveBeenCalledWith(
    SPORT_API.moderationComments,
    { queue: 'reported', page: 1, pageSize: 10 },
    expect.objectContaining({ handles: [401, 403] }),
  );
});

it('filters by 类型: chat lines come from the chat queue, with the match and the text as sent; hide and restore them', async () => {
  const reported = chatLine(41);
  const hidden = chatLine(42, {
    text: '这球黑哨',
    sent: '这球黑哨',
    reports: 3,
    hiddenAt: Date.UTC(2026, 10, 21, 12, 10),
    hiddenBy: 'reports',
  });
  const entry: AuditEntry = {
    id: 2,
    action: 'hide',
    actor: { userId: '10001', userName: '锦城老球迷' },
    target: { kind: 'chat', id: 41, label: '裁判是＊＊吧' },
    reason: '违反社区规范',
    until: null,
    createdAt: Date.UTC(2026, 10, 21, 12, 20),
  };
  get.mockImplementation((path: string, params: { queue?: string }) =>
    Promise.resolve(
      path === SPORT_API.moderationChat
        ? page([params.queue === 'hidden' ? hidden : reported])
        : path === SPORT_API.moderationAudit
          ? page([entry])
          : page([comment(7)]),
    ),
  );
  post.mockResolvedValue({ id: 41, hidden: true });
  renderPage();
  expect(await screen.findByRole('article', { name: '球迷小李的评论' })).toBeVisible();
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('group', { name: '类型' })).getByRole('button', { name: '聊天' }));
  const card = await screen.findByRole('article', { name: '球迷小王的聊天消息' });
  expect(screen.queryByRole('article', { name: '球迷小李的评论' })).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: '被举报的聊天消息' })).toContainElement(card);
  expect(card).toHaveTextContent('聊天室《成都蓉城 vs 上海海港》');
  expect(card).toHaveTextContent('裁判是＊＊吧');
  expect(card).toHaveTextContent('原文：裁判是傻逼吧');
  expect(card).toHaveTextContent('举报 1 次：辱骂攻击×1');
  await user.type(within(card).getByLabelText('处理理由'), '辱骂裁判');
  await user.click(within(card).getByRole('button', { name: '隐藏' }));
  expect(post).toHaveBeenCalledWith(SPORT_API.moderationChatHide(41), { reason: '辱骂裁判' }, { json: true });

  await user.click(screen.getByRole('button', { name: '已隐藏' }));
  const gone = await screen.findByRole('article', { name: '球迷小王的聊天消息' });
  expect(gone).toHaveTextContent('已隐藏（举报达到阈值）');
  await user.click(within(gone).getByRole('button', { name: '恢复显示' }));
  expect(post).toHaveBeenLastCalledWith(SPORT_API.moderationChatRestore(42), { reason: '' }, { json: true });
  expect(get).toHaveBeenCalledWith(
    SPORT_API.moderationChat,
    { queue: 'hidden', page: 1, pageSize: 10 },
    expect.objectContaining({ handles: [401, 403] }),
  );

  await user.click(screen.getByRole('button', { name: '审计日志' }));
  const log = await screen.findByRole('list', { name: '审计日志' });
  expect(screen.queryByRole('group', { name: '类型' })).not.toBeInTheDocument();
  expect(log).toHaveTextContent('锦城老球迷 · 隐藏聊天消息');
  expect(log).toHaveTextContent('聊天：裁判是＊＊吧');
});
