import { render } from '@testing-library/react';
import { Provider } from '../../../lib/app-jotai';
import { MemoryRouter } from 'react-router-dom';
import {
  DataProvider,
  appStore,
  createQueryClient,
  showLoginAtom,
  tokenAtom,
  type PayStateResult,
  type TopUpCatalogue,
  type TopUpOrder,
} from '@jincheng/shared';
import TopUpPage from '../top-up-page';

export const catalogue = (eligible = true, payAvailable = true): TopUpCatalogue => ({
  packages: [
    { amountFen: 600, baseCoins: 60, bonusCoins: 0, tag: '' },
    { amountFen: 3000, baseCoins: 300, bonusCoins: 30, tag: '热门' },
    { amountFen: 6800, baseCoins: 680, bonusCoins: 88, tag: '' },
  ],
  firstOrderBonus: { 600: 60, 3000: 300, 6800: 680 },
  firstOrder: { eligible, rule: '首次充值成功的订单，额外赠送与基础金币等额的金币。' },
  payMethods: [
    { method: 'wechat', label: '微信支付' },
    { method: 'alipay', label: '支付宝' },
  ],
  payAvailable,
});

export const state = (overrides: Partial<PayStateResult> = {}): PayStateResult => ({
  orderNo: 'JC20250601120000000001',
  state: 'pending',
  coins: 630,
  firstOrderBonus: 300,
  amountFen: 3000,
  payMethod: 'wechat',
  createdAt: 1_750_000_000_000,
  paidAt: null,
  expiresAt: 1_750_000_900_000,
  closeReason: null,
  ...overrides,
});

export const order = (overrides: Partial<TopUpOrder> = {}): TopUpOrder => ({
  ...state(),
  cashierUrl: 'http://127.0.0.1/userapi/pay/cashier/JC20250601120000000001?key=k',
  qrImage: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E',
  ...overrides,
});

/** The page inside the shared store and a router, signed in (token set) or not. */
export function renderPage({ signedIn = true, url = '/balanceTopUp' } = {}) {
  appStore.set(tokenAtom, signedIn ? 'token-1' : '');
  appStore.set(showLoginAtom, false);
  return render(
    <Provider store={appStore}>
      <DataProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <TopUpPage />
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
}
