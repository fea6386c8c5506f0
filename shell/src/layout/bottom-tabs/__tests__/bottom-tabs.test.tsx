import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { appStore, showLoginAtom, tokenAtom } from '@jincheng/shared';
import { Provider } from '../../../lib/app-jotai';
import { BottomTabs, MINE_PATH } from '../bottom-tabs';

function renderAt(url: string, token = '') {
  appStore.set(tokenAtom, token);
  appStore.set(showLoginAtom, false);
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[url]}>
        <BottomTabs />
      </MemoryRouter>
    </Provider>,
  );
  return within(screen.getByRole('navigation', { name: '底部导航' }));
}

afterEach(() => appStore.set(tokenAtom, ''));

describe('the phone’s bottom tab bar', () => {
  it('has 首页, 比分, 情报, 资料库 and 我的, and marks where the fan is', () => {
    const bar = renderAt('/basketballDetail/2/7');
    expect(bar.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '首页',
      '比分',
      '情报',
      '资料库',
      '我的',
    ]);
    expect(bar.getByRole('link', { name: '比分' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(bar.getByRole('link', { name: '资料库' })).toHaveAttribute('href', '/league');
  });

  it('我的 opens the login dialog for a visitor', async () => {
    const bar = renderAt('/home');
    await userEvent.click(bar.getByRole('button', { name: '我的' }));
    expect(appStore.get(showLoginAtom)).toBe(true);
  });

  it('我的 opens the account page (我的资料) when signed in', () => {
    const bar = renderAt('/home', 'token-1');
    expect(bar.getByRole('link', { name: '我的' })).toHaveAttribute('href', MINE_PATH);
    expect(MINE_PATH).toBe('/balanceTopUp?tab=profile');
  });
});
