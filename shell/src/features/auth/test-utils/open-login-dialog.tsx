import { render, screen } from '@testing-library/react';
import { Provider } from '../../../lib/app-jotai';
import { MemoryRouter } from 'react-router-dom';
import { DataProvider, appStore, createQueryClient, logout, showLoginAtom } from '@jincheng/shared';
import { LoginDialog } from '../login-dialog/login-dialog';

/** Opens the login dialog signed out, on `path` (the WeChat state carries it), and waits for its forms (they
 * load on first open). */
export async function openLoginDialog(path = '/match?date=2026-11-22') {
  logout(appStore);
  appStore.set(showLoginAtom, true);
  render(
    <Provider store={appStore}>
      <DataProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <LoginDialog />
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
  await screen.findByRole('tab', { name: '验证码登录' });
  return appStore;
}
