import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { appStore, getToasts, RequestError, tokenAtom, type CommunityProfile } from '@jincheng/shared';
import { getCatalogue } from '../../api/top-up-api';
import { catalogue, renderPage } from '../../test-utils/fixtures';
import { accountAnswers } from '../../../../../../jest/account-answers';
import { communityProfileQuery } from '../api/profile-api';
import { changeMyPassword, signOutEverywhere } from '../api/security-api';

jest.mock('../../api/top-up-api');
jest.mock('../api/profile-api');
jest.mock('../api/security-api');

const profile: CommunityProfile = {
  userId: '10001',
  nickname: '用户ab12cd',
  nicknameChosen: false,
  moderator: false,
  mutedUntil: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  (getCatalogue as jest.Mock).mockResolvedValue(catalogue());
  accountAnswers(() => Promise.resolve({ userId: '10001', balance: 0 }));
  jest.mocked(communityProfileQuery).mockImplementation((viewer) =>
    queryOptions({
      queryKey: ['account', 'community-profile', { viewer }] as const,
      queryFn: () => Promise.resolve(profile),
    }),
  );
});

it('changes the password on 我的资料: a refusal shows and keeps what was typed; success keeps this device signed in', async () => {
  jest
    .mocked(changeMyPassword)
    .mockRejectedValueOnce(new RequestError('当前密码不正确，请重新输入', 'business', 1031))
    .mockResolvedValueOnce({ token: 'token-2', userId: '10001', expiresAt: 1 });
  renderPage({ url: '/balanceTopUp?tab=profile' });
  const form = await screen.findByRole('form', { name: '修改密码' });
  const current = within(form).getByLabelText('当前密码');
  const next = within(form).getByLabelText('新密码');
  const again = within(form).getByLabelText('确认新密码');

  // Checked before it is sent, as sign-up checks it.
  await userEvent.type(current, 'Old12345');
  await userEvent.type(next, 'short');
  await userEvent.type(again, 'short');
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('新密码需为 6–20 位，同时包含字母和数字');
  expect(changeMyPassword).not.toHaveBeenCalled();

  await userEvent.clear(next);
  await userEvent.type(next, 'New12345');
  await userEvent.clear(again);
  await userEvent.type(again, 'New12346');
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('两次输入的新密码不一致');

  await userEvent.clear(again);
  await userEvent.type(again, 'New12345');
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(changeMyPassword).toHaveBeenLastCalledWith('Old12345', 'New12345');
  expect(await within(form).findByRole('alert')).toHaveTextContent('当前密码不正确，请重新输入');
  expect(current).toHaveValue('Old12345');
  expect(next).toHaveValue('New12345');
  expect(current).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(current);
  await userEvent.type(current, 'Right1234');
  await userEvent.click(within(form).getByRole('button', { name: '修改密码' }));
  await waitFor(() => expect(appStore.get(tokenAtom)).toBe('token-2'));
  expect(getToasts().map((t) => t.message)).toContain('密码已修改，其他设备已退出登录');
  expect(current).toHaveValue('');
});

it('退出所有设备 asks first, then signs this device out too', async () => {
  jest.mocked(signOutEverywhere).mockResolvedValue({ sessions: 3 });
  renderPage({ url: '/balanceTopUp?tab=profile' });
  await userEvent.click(await screen.findByRole('button', { name: '退出所有设备' }));
  expect(signOutEverywhere).not.toHaveBeenCalled();
  const confirm = screen.getByRole('button', { name: '确定退出所有设备' });
  expect(confirm).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: '取消' }));
  await userEvent.click(screen.getByRole('button', { name: '退出所有设备' }));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(appStore.get(tokenAtom)).toBe(''));
  expect(signOutEverywhere).toHaveBeenCalledTimes(1);
  expect(getToasts().map((t) => t.message)).toContain('已在所有设备退出登录');
});
