import { Provider } from '../lib/app-jotai';
import type { ReactElement } from 'react';
import { appStore, tokenAtom, type RoutePrefetch } from '@jincheng/shared';
import { renderAfterPrefetch, type PrefetchCase } from '@jincheng/shared/test-utils';
import { getCatalogue, getTransactions } from '../features/top-up/api/top-up-api';
import { catalogue } from '../features/top-up/test-utils/fixtures';
import { routes } from '../routes';
import { accountAnswers, type AccountAnswers } from '../../../jest/account-answers';

jest.mock('../features/top-up/api/top-up-api');

const ENDPOINTS = [getCatalogue, getTransactions].map((fn) =>
  jest.mocked(fn as (...args: never[]) => unknown),
);
let account: AccountAnswers;
const requests = () => ENDPOINTS.reduce((n, fn) => n + fn.mock.calls.length, account.reads());

beforeEach(() => {
  account = accountAnswers(() => Promise.resolve({ userId: '10002', balance: 600 }));
  jest.mocked(getCatalogue).mockResolvedValue(catalogue());
  jest.mocked(getTransactions).mockResolvedValue({
    list: [
      {
        id: 1,
        kind: 'top-up',
        title: '充值 ¥30.00（微信支付）',
        detail: '',
        delta: 630,
        balanceAfter: 630,
        createdAt: 0,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
  });
});

const withSession = (ui: ReactElement) => <Provider store={appStore}>{ui}</Provider>;
const topUp = (url: string, shows: PrefetchCase['shows']): PrefetchCase => ({
  route: routes['/balanceTopUp'],
  pattern: '/balanceTopUp',
  url,
  shows,
  wrap: withSession,
});

test.each([
  ['充值', topUp('/balanceTopUp', /首次充值成功的订单/)],
  ['账户明细', topUp('/balanceTopUp?tab=history', '充值 ¥30.00（微信支付）')],
])('signed in, %s: the screen renders after its prefetch without another request', async (_name, c) => {
  appStore.set(tokenAtom, 'token-1');
  const outcome = await renderAfterPrefetch(c, requests);
  expect(outcome.prefetched).toBeGreaterThan(0);
  expect(outcome.afterwards).toBe(0);
});

test('signed out: nothing to read, the notice needs no request', async () => {
  appStore.set(tokenAtom, '');
  const outcome = await renderAfterPrefetch(topUp('/balanceTopUp', /登录后可在这里充值金币/), requests);
  expect(outcome).toEqual({ prefetched: 0, afterwards: 0 });
});

test('a prefetch that misses a read is caught: 账户明细 after only the 充值 prefetch', async () => {
  appStore.set(tokenAtom, 'token-1');
  const c = topUp('/balanceTopUp?tab=history', '充值 ¥30.00（微信支付）');
  const { screen, prefetch } = routes['/balanceTopUp'];
  const topUpOnly: RoutePrefetch = (ctx) =>
    prefetch?.({ ...ctx, searchParams: new URLSearchParams() }) ?? Promise.resolve();
  const outcome = await renderAfterPrefetch({ ...c, route: { screen, prefetch: topUpOnly } }, requests);
  expect(outcome.afterwards).toBeGreaterThan(0);
});
