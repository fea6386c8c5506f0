import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DataProvider,
  RequestError,
  clearToasts,
  createQueryClient,
  getToasts,
  showLoginAtom,
  tokenAtom,
  userIdAtom,
  type ChatMessage,
  type ChatPage,
  type ChatRoomState,
} from '@jincheng/shared';
import { Provider, createStore } from '../../../../lib/app-jotai';
import { FakeEventSource } from '../../../../test-utils/fake-event-source';
import { getChatPage, postChat, reportChat } from '../../api/chat-api';
import ChatRoom from '../chat-room';

jest.mock('../../api/chat-api', () => ({
  ...jest.requireActual('../../api/chat-api'),
  getChatPage: jest.fn(),
  postChat: jest.fn(),
  reportChat: jest.fn(),
}));

const MATCH = 77;
/** 2026-11-21 20:00 in Beijing (12:00 UTC): the match is live. */
const KICKOFF = Date.UTC(2026, 10, 21, 12, 0);
const OPEN: ChatRoomState = { open: true, opensAt: KICKOFF - 2 * 3_600_000, closesAt: null, reason: null };

const fan = (userId: string, userName: string) => ({ userId, userName, userImage: '' });
const LAOWANG = fan('u41', '蓝月亮老王');
const ASEN = fan('u42', '枪手阿森');
const ME = fan('u7', '锦城球迷小李');

const line = (id: number, text: string, author = LAOWANG, minute = id % 60): ChatMessage => ({
  id,
  matchId: MATCH,
  kind: 'user',
  system: null,
  author,
  text,
  createdAt: KICKOFF + minute * 60_000,
});
const goal = (id: number, text: string, minute: number): ChatMessage => ({
  id,
  matchId: MATCH,
  kind: 'system',
  system: 'goal',
  author: null,
  text,
  createdAt: KICKOFF + minute * 60_000,
});

/** The newest page as the server answers it: newest first. */
const page = (lines: ChatMessage[], patch: Partial<ChatPage> = {}): ChatPage => ({
  list: [...lines].sort((a, b) => b.id - a.id),
  hasMore: false,
  lastId: Math.max(0, ...lines.map((m) => m.id)),
  room: OPEN,
  ...patch,
});

const HISTORY = [
  line(101, '曼城今天首发很强', LAOWANG, 1),
  line(105, '阿森纳防线顶住！', ASEN, 10),
  goal(110, "进球！ 曼城 1-0 阿森纳 23' 哈兰德", 23),
  line(112, '哈兰德太猛了', ME, 23),
];

let flushes: Array<() => void> = [];
/** Runs the frames the stream asked for (its batches), as the next animation frame would. */
const frame = () =>
  act(() => {
    const run = flushes;
    flushes = [];
    run.forEach((f) => f());
  });

function renderRoom({ token = '', userId = '' } = {}) {
  const store = createStore();
  store.set(tokenAtom, token);
  store.set(userIdAtom, userId);
  const view = render(
    <Provider store={store}>
      <DataProvider client={createQueryClient()}>
        <ChatRoom
          matchId={MATCH}
          createEventSource={(url) => new FakeEventSource(url)}
          schedule={(flush) => flushes.push(flush)}
        />
      </DataProvider>
    </Provider>,
  );
  return { ...view, store };
}

const log = () => screen.getByRole('log', { name: '聊天室消息' });
const texts = () =>
  within(log())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent ?? li.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  FakeEventSource.instances = [];
  flushes = [];
  clearToasts();
});

it('shows the history oldest first: names, Beijing times, the goal as a system line, the fan’s own line marked', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  renderRoom({ token: 't', userId: 'u7' });
  expect(await within(log()).findByText('哈兰德太猛了')).toBeInTheDocument();
  expect(texts()).toEqual([
    '曼城今天首发很强',
    '阿森纳防线顶住！',
    "系统进球！ 曼城 1-0 阿森纳 23' 哈兰德20:23",
    '哈兰德太猛了',
  ]);
  const items = within(log()).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^蓝月亮老王20:01举报/);
  expect(items[3]).toHaveTextContent(/^锦城球迷小李我20:23哈兰德太猛了$/);
  expect(within(items[3]!).queryByRole('button', { name: /举报/ })).not.toBeInTheDocument();
  expect(log()).toHaveAttribute('aria-live', 'polite');
  expect(screen.getByText('以上是全部消息')).toBeInTheDocument();
  expect(getChatPage).toHaveBeenCalledWith(MATCH);
  expect(FakeEventSource.latest().url).toBe('/sportapi/matches/77/chat/stream?after=112');
});

it('pages back with 加载更早消息 before the oldest line shown, older lines on top', async () => {
  jest.mocked(getChatPage).mockResolvedValueOnce(page(HISTORY, { hasMore: true }));
  jest
    .mocked(getChatPage)
    .mockResolvedValueOnce(page([line(90, '赛前预测 2-1'), line(95, '老王来了')], { hasMore: false }));
  renderRoom();
  await userEvent.click(await screen.findByRole('button', { name: '加载更早消息' }));
  expect(getChatPage).toHaveBeenLastCalledWith(MATCH, 101);
  expect(await within(log()).findByText('赛前预测 2-1')).toBeInTheDocument();
  expect(texts().slice(0, 3)).toEqual(['赛前预测 2-1', '老王来了', '曼城今天首发很强']);
  expect(screen.queryByRole('button', { name: '加载更早消息' })).not.toBeInTheDocument();
  expect(screen.getByText('以上是全部消息')).toBeInTheDocument();
});

it('adds the stream’s lines once per frame, once per id, and drops a line the stream hides', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  renderRoom();
  await within(log()).findByText('哈兰德太猛了');
  const stream = FakeEventSource.latest();
  act(() => {
    stream.emit('ready', 112, { room: OPEN });
    stream.emit('message', 112, HISTORY[3]);
    stream.emit('message', 120, line(120, '这球越位了吧', ASEN));
    stream.emit('message', 120, line(120, '这球越位了吧', ASEN));
    stream.emit('message', 121, line(121, 'VAR 看一下'));
  });
  // Nothing is rendered between frames: the batch waits for the next one.
  expect(within(log()).queryByText('这球越位了吧')).not.toBeInTheDocument();
  expect(flushes).toHaveLength(1);
  frame();
  expect(texts().slice(-3)).toEqual(['哈兰德太猛了', '这球越位了吧', 'VAR 看一下']);
  expect(within(log()).getAllByText('哈兰德太猛了')).toHaveLength(1);

  act(() => stream.emit('hide', 125, { id: 120 }));
  frame();
  expect(within(log()).queryByText('这球越位了吧')).not.toBeInTheDocument();
  expect(texts()).toHaveLength(HISTORY.length + 1);
});

it('puts a line a moderator restored back in its place, and leaves one older than the list to the history', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY, { hasMore: true }));
  renderRoom();
  await within(log()).findByText('哈兰德太猛了');
  const stream = FakeEventSource.latest();
  const offside = line(108, '这球越位了吧', ASEN, 20);
  act(() => {
    stream.emit('message', 120, line(120, 'VAR 看一下'));
    stream.emit('hide', 121, { id: 105 });
  });
  frame();
  expect(within(log()).queryByText('阿森纳防线顶住！')).not.toBeInTheDocument();
  act(() => {
    stream.emit('restore', 122, HISTORY[1]);
    stream.emit('restore', 123, offside);
    stream.emit('restore', 124, line(60, '很早以前的一句'));
  });
  frame();
  expect(texts()).toEqual([
    '曼城今天首发很强',
    '阿森纳防线顶住！',
    '这球越位了吧',
    "系统进球！ 曼城 1-0 阿森纳 23' 哈兰德20:23",
    '哈兰德太猛了',
    'VAR 看一下',
  ]);
});

it('offers the lines a resumed stream skipped (gap) and reads them with the history', async () => {
  jest.mocked(getChatPage).mockResolvedValueOnce(page(HISTORY));
  jest.mocked(getChatPage).mockResolvedValueOnce(page([line(300, '断线时错过的一句')]));
  renderRoom();
  await within(log()).findByText('哈兰德太猛了');
  const stream = FakeEventSource.latest();
  act(() => {
    stream.emit('gap', 400, { before: 400 });
    stream.emit('message', 400, line(400, '重连后的第一句'));
  });
  frame();
  await userEvent.click(screen.getByRole('button', { name: '加载错过的消息' }));
  expect(getChatPage).toHaveBeenLastCalledWith(MATCH, 400, 100);
  expect(await within(log()).findByText('断线时错过的一句')).toBeInTheDocument();
  expect(texts().slice(-2)).toEqual(['断线时错过的一句', '重连后的第一句']);
  expect(screen.queryByRole('button', { name: '加载错过的消息' })).not.toBeInTheDocument();
});

it('keeps at most 200 lines: a busy room trims the oldest, which page back again', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  renderRoom();
  await within(log()).findByText('哈兰德太猛了');
  const stream = FakeEventSource.latest();
  act(() => {
    for (let i = 0; i < 250; i += 1) stream.emit('message', 1000 + i, line(1000 + i, `刷屏 ${i}`));
  });
  frame();
  const items = within(log()).getAllByRole('listitem');
  expect(items).toHaveLength(200);
  expect(items[199]).toHaveTextContent('刷屏 249');
  expect(items[0]).toHaveTextContent('刷屏 50');
  expect(screen.getByRole('button', { name: '加载更早消息' })).toBeInTheDocument();
});

it('scrolled up, new lines wait behind an N 条新消息 pill; the pill jumps down to them', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  renderRoom();
  await within(log()).findByText('哈兰德太猛了');
  const scroller = log().parentElement!;
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
  scroller.scrollTop = 600;
  fireEvent.scroll(scroller);
  const stream = FakeEventSource.latest();
  act(() => {
    stream.emit('message', 130, line(130, '第一句新消息', ASEN));
    stream.emit('message', 131, line(131, '第二句新消息'));
  });
  frame();
  expect(within(log()).queryByText('第一句新消息')).not.toBeInTheDocument();
  expect(scroller.scrollTop).toBe(600);
  await userEvent.click(screen.getByRole('button', { name: '2 条新消息' }));
  expect(texts().slice(-2)).toEqual(['第一句新消息', '第二句新消息']);
  expect(scroller.scrollTop).toBe(2000);
  expect(screen.queryByRole('button', { name: /条新消息/ })).not.toBeInTheDocument();
});

it('asks a visitor to sign in (the login dialog) and offers no box and no 举报', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  const { store } = renderRoom();
  await userEvent.click(await screen.findByRole('button', { name: '登录后发言' }));
  expect(store.get(showLoginAtom)).toBe(true);
  expect(screen.queryByRole('textbox', { name: '发言' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /举报/ })).not.toBeInTheDocument();
});

it('sends with Enter: the line shows at once from the answer, the stream’s copy is dropped, the counter counts code points', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  const mine = line(140, '曼城必胜⚽', ME, 30);
  jest.mocked(postChat).mockResolvedValue({ message: mine });
  renderRoom({ token: 't', userId: 'u7' });
  const box = await screen.findByRole('textbox', { name: '发言' });
  await userEvent.type(box, '曼城必胜⚽');
  expect(screen.getByText('5/100')).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(postChat).toHaveBeenCalledWith(MATCH, '曼城必胜⚽');
  expect(await within(log()).findByText('曼城必胜⚽')).toBeInTheDocument();
  expect(within(log()).getByText('曼城必胜⚽').closest('li')).toHaveTextContent('锦城球迷小李我');
  expect(box).toHaveValue('');
  act(() => FakeEventSource.latest().emit('message', 140, mine));
  frame();
  expect(within(log()).getAllByText('曼城必胜⚽')).toHaveLength(1);
});

it('says a refusal under the box in the server’s words and keeps the draft', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  const refuse = (code: number, retmsg: string) =>
    new RequestError(code === 403 ? '当前操作没有权限' : retmsg, 'business', code, { retcode: code, retmsg });
  jest.mocked(postChat).mockRejectedValueOnce(refuse(400, '请勿发布链接或联系方式'));
  jest.mocked(postChat).mockRejectedValueOnce(refuse(1030, '你已被禁言至 11-22 08:00'));
  jest.mocked(postChat).mockRejectedValueOnce(refuse(403, '聊天室已关闭'));
  renderRoom({ token: 't', userId: 'u7' });
  const box = await screen.findByRole('textbox', { name: '发言' });
  await userEvent.type(box, '看直播上 www.abc.com');
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('请勿发布链接或联系方式');
  expect(box).toHaveValue('看直播上 www.abc.com');
  expect(box).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await screen.findByText('你已被禁言至 11-22 08:00')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await screen.findByText('聊天室已关闭')).toBeInTheDocument();
  expect(box).toHaveValue('看直播上 www.abc.com');
  expect(within(log()).queryByText('看直播上 www.abc.com')).not.toBeInTheDocument();
});

it('shows a masked line with the server’s notice, refuses more than 100 characters, and shows markup as text', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  jest.mocked(postChat).mockResolvedValue({
    message: line(150, '裁判＊＊', ME),
    notice: '内容包含不文明用语，已为你隐去',
  });
  renderRoom({ token: 't', userId: 'u7' });
  const box = await screen.findByRole('textbox', { name: '发言' });
  await userEvent.type(box, '裁判傻逼{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent('内容包含不文明用语，已为你隐去');
  expect(within(log()).getByText('裁判＊＊')).toBeInTheDocument();

  fireEvent.change(box, { target: { value: '球'.repeat(101) } });
  expect(screen.getByText('超出 1 字')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();

  act(() => FakeEventSource.latest().emit('message', 160, line(160, '<img src=x onerror=alert(1)>', ASEN)));
  frame();
  expect(within(log()).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(log().querySelector('img')).toBeNull();
});

it('reports someone else’s line with a reason from the menu and tells the server’s answer', async () => {
  jest.mocked(getChatPage).mockResolvedValue(page(HISTORY));
  jest
    .mocked(reportChat)
    .mockResolvedValue({ data: { reported: true, hidden: false }, message: '举报已受理' });
  renderRoom({ token: 't', userId: 'u7' });
  const row = (await within(log()).findByText('阿森纳防线顶住！')).closest('li')!;
  await userEvent.click(within(row).getByRole('button', { name: '举报 枪手阿森 的发言' }));
  const menu = within(row).getByRole('menu', { name: '举报原因' });
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((b) => b.textContent),
  ).toEqual(['辱骂攻击', '广告引流', '色情低俗', '违法违规', '其他']);
  expect(within(menu).getByRole('menuitem', { name: '辱骂攻击' })).toHaveFocus();
  await userEvent.click(within(menu).getByRole('menuitem', { name: '广告引流' }));
  expect(reportChat).toHaveBeenCalledWith(105, '广告引流');
  await screen.findByRole('log');
  expect(getToasts().map((t) => t.message)).toContain('举报已受理');
  expect(within(row).queryByRole('menu')).not.toBeInTheDocument();
  // System lines are not a fan's: nothing to report.
  const goalRow = within(log())
    .getByText(/进球！/)
    .closest('li')!;
  expect(within(goalRow).queryByRole('button')).not.toBeInTheDocument();
});

it('a closed room is read-only and says why; a room not open yet says when it opens', async () => {
  const ended = Date.now() - 30 * 3_600_000;
  jest.mocked(getChatPage).mockResolvedValue(
    page(HISTORY, {
      room: { open: false, opensAt: KICKOFF, closesAt: ended + 24 * 3_600_000, reason: '聊天室已关闭' },
    }),
  );
  const { unmount } = renderRoom({ token: 't', userId: 'u7' });
  expect(
    await screen.findByText(/^聊天室已关闭：比赛结束 24 小时后关闭（\d\d-\d\d \d\d:\d\d），消息仍可浏览$/),
  ).toBeInTheDocument();
  expect(screen.getByText('已关闭，仅可浏览')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '发言' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '发送' })).not.toBeInTheDocument();
  expect(within(log()).getByText('哈兰德太猛了')).toBeInTheDocument();
  unmount();

  const opensAt = Date.now() + 3 * 3_600_000;
  jest
    .mocked(getChatPage)
    .mockResolvedValue(
      page([], { room: { open: false, opensAt, closesAt: null, reason: '聊天室将于开赛前 2 小时开放' } }),
    );
  renderRoom();
  expect(
    await screen.findByText(/^聊天室将于 \d\d-\d\d \d\d:\d\d 开放（开赛前 2 小时）$/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '登录后发言' })).not.toBeInTheDocument();
  expect(screen.getByText('暂无消息')).toBeInTheDocument();
  expect(screen.queryByText('还没有人发言，来说第一句吧')).not.toBeInTheDocument();
});
