import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as shared from '@jincheng/shared';
import { RequestError, appStore, createQueryClient, showLoginAtom, tokenAtom } from '@jincheng/shared';
import { Provider } from '../../../lib/app-jotai';
import ReleaseConsolePage from '../release-console-page';
import { releases, scores } from './releases-fixture';

const get = jest.fn();
const post = jest.fn();
jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  apiClient: () => ({ get, post }),
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const refused = (code: number, retmsg: string) =>
  new RequestError(retmsg, 'business', code, { retcode: code, retmsg, data: null });

function renderConsole() {
  const queryClient = createQueryClient();
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/ops/releases']}>
          <ReleaseConsolePage />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return queryClient;
}

async function openRollback(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('region', { name: /比分/ });
  await user.click(within(card).getByRole('button', { name: '回滚' }));
  return screen.getByRole('dialog', { name: '回滚 · 比分' });
}

/** Opens 回滚 on 比分, gives `reason` and confirms; `reads`: how many GETs were made before the POST. */
async function rollBackWithReason(reason: string) {
  renderConsole();
  const user = userEvent.setup();
  const dialog = await openRollback(user);
  await user.type(within(dialog).getByLabelText('原因'), reason);
  const reads = get.mock.calls.length;
  await user.click(within(dialog).getByRole('button', { name: '确认回滚' }));
  return { dialog, reads };
}

beforeEach(() => {
  jest.clearAllMocks();
  appStore.set(tokenAtom, 'operator-token');
  appStore.set(showLoginAtom, false);
});

describe('release console', () => {
  it('shows every app with its versions, canary, health (chart and totals) and history', async () => {
    get.mockResolvedValue(releases);
    renderConsole();
    const card = await screen.findByRole('region', { name: '比分 scores' });
    expect(get).toHaveBeenCalledWith(
      '/opsapi/releases',
      undefined,
      expect.objectContaining({ handles: [401, 403, 4031, 4032, 4033] }),
    );
    expect(within(card).getAllByText('1.0.0-49b6abd2').length).toBeGreaterThan(0);
    expect(within(card).getByText(/自动分析 10→25→50→100%/)).toHaveTextContent('最近结论：通过');
    expect(within(card).getByRole('img')).toHaveAccessibleName(
      '比分最近一小时：当前版本 1.0.0-49b6abd2 加载 1185 次，失败率 0.4%；灰度版本 1.1.0-77b0e412 加载 139 次，失败率 5.8%',
    );
    const totals = within(within(card).getByRole('list', { name: '最近一小时合计' })).getAllByRole(
      'listitem',
    );
    const canaryTotals = totals[1] as HTMLElement;
    expect(canaryTotals).toHaveTextContent(/^灰度 1\.1\.0-77b0e412/);
    expect(within(canaryTotals).getByText('加载失败').nextSibling).toHaveTextContent('6');
    expect(within(canaryTotals).getByText('失败率').nextSibling).toHaveTextContent('5.8%');
    const history = within(card)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('time'));
    expect(history.map((li) => li.textContent)).toEqual([
      '2026-11-21 19:40:00灰度 10%1.1.0-77b0e412ops-13800000009 · 新比分列表',
      '2026-11-21 11:05:00回滚1.0.0-aa11bb22 → 1.0.0-49b6abd2ci',
    ]);
    expect(within(card).getByRole('button', { name: '全量发布灰度版本' })).toBeEnabled();
    // The shell has no canary: only 回滚.
    const shellCard = screen.getByRole('region', { name: '外壳 shell' });
    expect(
      within(shellCard)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['回滚']);
    // …and no visitor health of its own (beacons count the remotes): a sentence instead of an empty chart.
    expect(within(shellCard).queryByRole('img')).toBeNull();
    expect(within(shellCard).getByText(/访客健康数据只统计各远程模块/)).toBeVisible();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('401: asks for an operator sign-in, opens the login dialog, and loads once signed in', async () => {
    appStore.set(tokenAtom, '');
    get.mockRejectedValueOnce(refused(401, '请先登录'));
    renderConsole();
    const login = await screen.findByRole('button', { name: '登录' });
    expect(screen.getByText('请使用运维账号登录')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /scores/ })).not.toBeInTheDocument();
    await userEvent.click(login);
    expect(appStore.get(showLoginAtom)).toBe(true);
    get.mockResolvedValue(releases);
    act(() => appStore.set(tokenAtom, 'operator-token'));
    expect(await screen.findByRole('region', { name: '比分 scores' })).toBeInTheDocument();
  });

  it('403: says the page is for operators, links back to 首页, and drops data it showed before', async () => {
    get.mockResolvedValueOnce(releases);
    const queryClient = renderConsole();
    await screen.findByRole('region', { name: '比分 scores' });
    get.mockRejectedValueOnce(refused(403, '需要运维权限'));
    await queryClient.invalidateQueries();
    expect(await screen.findByText('此页面仅限运维人员访问')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('region', { name: /scores/ })).not.toBeInTheDocument();
    expect(screen.queryByText('1.0.0-49b6abd2')).not.toBeInTheDocument();
  });

  it('refuses a rollback without a reason and sends nothing', async () => {
    get.mockResolvedValue(releases);
    renderConsole();
    const user = userEvent.setup();
    const dialog = await openRollback(user);
    const reason = within(dialog).getByLabelText('原因');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '确认回滚' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请填写原因（2–200 个字）');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, ' 坏 ');
    await user.click(within(dialog).getByRole('button', { name: '确认回滚' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请填写原因');
    expect(post).not.toHaveBeenCalled();
  });

  it('rolls back with the reason, shows the server sentence, reads again and returns focus', async () => {
    get.mockResolvedValue(releases);
    post.mockResolvedValue({ retcode: 200, retmsg: '比分已回滚到 1.0.0-3fa2c9d1', data: { app: scores } });
    const { reads } = await rollBackWithReason('灰度版本白屏');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith(
      '/opsapi/releases/scores/rollback',
      { reason: '灰度版本白屏' },
      expect.objectContaining({ json: true, envelope: true }),
    );
    expect(shared.toast.success).toHaveBeenCalledWith('比分已回滚到 1.0.0-3fa2c9d1');
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(reads));
    const card = screen.getByRole('region', { name: '比分 scores' });
    expect(within(card).getByRole('button', { name: '回滚' })).toHaveFocus();
  });

  it('keeps the dialog and the reason when the server refuses, and shows its retmsg', async () => {
    get.mockResolvedValue(releases);
    post.mockRejectedValue(refused(409, '发布守卫拒绝：1.0.0-3fa2c9d1 缺少外壳导出 auditBadge'));
    const { dialog, reads } = await rollBackWithReason('灰度版本白屏');
    expect(
      await within(dialog).findByText('发布守卫拒绝：1.0.0-3fa2c9d1 缺少外壳导出 auditBadge'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('原因')).toHaveValue('灰度版本白屏');
    expect(within(dialog).getByRole('button', { name: '确认回滚' })).toBeEnabled();
    expect(shared.toast.success).not.toHaveBeenCalled();
    expect(get.mock.calls.length).toBe(reads);
  });

  it('shows the analysis recommending 全量发布 (it never promotes by itself) and offers it from the card', async () => {
    const auto = { ...scores.canary!.auto!, steps: [100] };
    const recommended = {
      ...scores,
      canary: {
        ...scores.canary!,
        percent: 50,
        auto: {
          ...auto,
          recommended: {
            at: '2026-11-21T11:58:00Z',
            why: "recommend promote (an operator's 全量发布): canary 1.1.0-77b0e412 failed 0 of 120 loads (0.0 %)",
          },
        },
      },
    };
    get.mockResolvedValue({
      ...releases,
      apps: releases.apps.map((a) => (a.app === 'scores' ? recommended : a)),
    });
    post.mockResolvedValue({ retcode: 200, retmsg: '已全量', data: { app: recommended } });
    renderConsole();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: '比分 scores' });
    expect(within(card).getByText(/自动分析建议全量发布（需运维确认）/)).toHaveTextContent(
      /^2026-11-21 19:58:00 自动分析建议全量发布（需运维确认）：recommend promote .*failed 0 of 120 loads/,
    );
    await user.click(within(card).getByRole('button', { name: '全量发布灰度版本（分析建议）' }));
    await user.type(screen.getByLabelText('原因'), '分析建议，确认全量');
    await user.click(screen.getByRole('button', { name: '确认全量发布灰度版本' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/opsapi/releases/scores/promote',
        { version: '1.1.0-77b0e412', reason: '分析建议，确认全量' },
        expect.anything(),
      ),
    );
    // Only the card whose canary is recommended says so.
    expect(screen.queryAllByText(/自动分析建议全量发布/)).toHaveLength(1);
  });

  it('promotes the canary: sends its version with the reason', async () => {
    get.mockResolvedValue(releases);
    post.mockResolvedValue({ retcode: 200, retmsg: '已全量', data: { app: scores } });
    renderConsole();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: '比分 scores' });
    await user.click(within(card).getByRole('button', { name: '全量发布灰度版本' }));
    await user.type(screen.getByLabelText('原因'), '自动分析通过');
    await user.click(screen.getByRole('button', { name: '确认全量发布灰度版本' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/opsapi/releases/scores/promote',
        { version: '1.1.0-77b0e412', reason: '自动分析通过' },
        expect.anything(),
      ),
    );
  });
});
