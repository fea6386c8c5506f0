import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { getToasts, RequestError, type CommunityProfile } from '@jincheng/shared';
import { getCatalogue } from '../../api/top-up-api';
import { catalogue, renderPage } from '../../test-utils/fixtures';
import { accountAnswers } from '../../../../../../jest/account-answers';
import { communityProfileQuery, setNickname } from '../api/profile-api';

jest.mock('../../api/top-up-api');
jest.mock('../api/profile-api');

const profile = (patch: Partial<CommunityProfile> = {}): CommunityProfile => ({
  userId: '10001',
  nickname: '用户ab12cd',
  nicknameChosen: false,
  moderator: false,
  mutedUntil: null,
  ...patch,
});

let current = profile();
beforeEach(() => {
  jest.clearAllMocks();
  current = profile();
  (getCatalogue as jest.Mock).mockResolvedValue(catalogue());
  accountAnswers(() => Promise.resolve({ userId: '10001', balance: 0 }));
  jest.mocked(communityProfileQuery).mockImplementation((viewer) =>
    queryOptions({
      queryKey: ['account', 'community-profile', { viewer }] as const,
      queryFn: () => Promise.resolve(current),
    }),
  );
});

it('is a tab of the account page; a refusal shows under the field and keeps the draft', async () => {
  jest
    .mocked(setNickname)
    .mockRejectedValueOnce(new RequestError('该昵称已被使用', 'business', 400))
    .mockResolvedValueOnce(profile({ nickname: '蓉城之光', nicknameChosen: true }));
  renderPage({ url: '/balanceTopUp?tab=profile' });
  expect(screen.getByRole('tab', { name: '我的资料' })).toHaveAttribute('aria-selected', 'true');
  const field = await screen.findByRole('textbox', { name: '昵称' });
  expect(screen.getByTestId('current-nickname')).toHaveTextContent('用户ab12cd');
  expect(screen.getByText(/注册时系统分配/)).toBeVisible();

  await userEvent.type(field, '周末看球');
  await userEvent.click(screen.getByRole('button', { name: '保存昵称' }));
  expect(setNickname).toHaveBeenLastCalledWith('周末看球');
  expect(await screen.findByRole('alert')).toHaveTextContent('该昵称已被使用');
  expect(field).toHaveValue('周末看球');
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(field);
  await userEvent.type(field, '蓉城之光');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '保存昵称' }));
  await waitFor(() => expect(screen.getByTestId('current-nickname')).toHaveTextContent('蓉城之光'));
  expect(screen.getByRole('textbox', { name: '昵称' })).toHaveValue('蓉城之光');
  expect(getToasts().map((t) => t.message)).toContain('昵称已更新');
});

it('checks the length before asking the server', async () => {
  renderPage({ url: '/balanceTopUp?tab=profile' });
  const field = await screen.findByRole('textbox', { name: '昵称' });
  await userEvent.type(field, '我');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('昵称需为 2–16 个字');
  expect(setNickname).not.toHaveBeenCalled();
  expect(field).toHaveValue('我');
});

it('tells a muted fan until when', async () => {
  current = profile({
    nickname: '蓉城之光',
    nicknameChosen: true,
    mutedUntil: Date.UTC(2026, 10, 22, 13, 5),
  });
  renderPage({ url: '/balanceTopUp?tab=profile' });
  expect(await screen.findByText('你已被禁言至 11-22 21:05，期间不能发表评论。')).toBeVisible();
  expect(screen.getByRole('textbox', { name: '昵称' })).toHaveValue('蓉城之光');
});
