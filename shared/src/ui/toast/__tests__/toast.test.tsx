import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '../toast-host';
import { clearToasts, getToasts, toast } from '../toast-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows a message in a live region and hides it after 3 s by default', () => {
    render(<ToastHost />);
    act(() => void toast.success('登录成功'));
    expect(screen.getByRole('status')).toHaveTextContent('登录成功');
    act(() => void jest.advanceTimersByTime(2999));
    expect(screen.queryByText('登录成功')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByText('登录成功')).not.toBeInTheDocument();
  });

  it('keeps a toast for the duration it was given', () => {
    render(<ToastHost />);
    act(() => void toast.error('网络问题，请稍后再试', 5000));
    act(() => void jest.advanceTimersByTime(4000));
    expect(screen.getByText('网络问题，请稍后再试')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1000));
    expect(screen.queryByText('网络问题，请稍后再试')).not.toBeInTheDocument();
  });

  it('closes on the close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ToastHost />);
    act(() => void toast.warning('请输入正确的手机号'));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
  });
});

describe('identical messages', () => {
  beforeEach(() => clearToasts());

  it('shows a message once while it is visible, however often it is raised', () => {
    const first = toast.error('登录状态已失效，请重新登录');
    const second = toast.error('登录状态已失效，请重新登录');
    expect(second).toBe(first);
    expect(getToasts()).toHaveLength(1);
    toast.warning('登录状态已失效，请重新登录');
    expect(getToasts()).toHaveLength(2);
  });
});
