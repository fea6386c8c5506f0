import { renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { appStore, tokenAtom } from '../session-atoms';
import { currentViewer, useViewer, viewerId } from '../viewer';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-session-of-10001';

test('a query key carries a digest of the session, never the bearer token', () => {
  expect(viewerId('')).toBe('');
  const id = viewerId(TOKEN);
  expect(id).toMatch(/^v[0-9a-f]{16}$/);
  expect(id).not.toContain('secret');
  expect(viewerId(TOKEN)).toBe(id);
  // Another session (signing in again, another account) is another viewer.
  expect(viewerId(`${TOKEN}-2`)).not.toBe(id);
});

test('in the browser the hook and the prefetch name the same viewer', () => {
  appStore.set(tokenAtom, TOKEN);
  const store = createStore();
  store.set(tokenAtom, TOKEN);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
  const { result } = renderHook(() => useViewer(), { wrapper });
  expect(result.current).toBe(viewerId(TOKEN));
  expect(currentViewer()).toBe(viewerId(TOKEN));
  appStore.set(tokenAtom, '');
  expect(currentViewer()).toBe('');
});
