import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { storage } from '../../storage';
import { logout, setUserInfo, signIn } from '../session-actions';
import { balanceAtom, showLoginAtom, tokenAtom, userIdAtom, userInfoAtom } from '../session-atoms';
import { useSession, useShowLogin } from '../use-session';

const info = {
  userId: '10001',
  userName: '锦城老球迷',
  userImage: '',
  userTag: '',
  phone: '138****0001',
  hasPassword: true,
  createdAt: 0,
};

beforeEach(() => {
  localStorage.clear();
  storage.remove('Admin-Token');
  storage.remove('openId');
});

describe('session', () => {
  it('writes the token through to storage', () => {
    const store = createStore();
    signIn({ token: 't-1', userId: '10001', openId: 'o-1' }, store);
    expect(store.get(tokenAtom)).toBe('t-1');
    expect(storage.get('Admin-Token')).toBe('t-1');
    expect(storage.get('openId')).toBe('o-1');
    expect(store.get(userIdAtom)).toBe('10001');
    expect(store.get(showLoginAtom)).toBe(false);
  });

  it('logout clears token, userId, userInfo and the stored token', () => {
    const store = createStore();
    signIn({ token: 't-1' }, store);
    setUserInfo(info, store);
    store.set(balanceAtom, 50);
    logout(store);
    expect(store.get(tokenAtom)).toBe('');
    expect(store.get(userIdAtom)).toBe('');
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(balanceAtom)).toBe(0);
    expect(storage.get('Admin-Token')).toBeNull();
  });

  it('useSession reflects the store the Provider is given', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
    const { result } = renderHook(() => ({ session: useSession(), login: useShowLogin() }), { wrapper });
    expect(result.current.session.isSignedIn).toBe(false);
    act(() => {
      signIn({ token: 't-2' }, store);
      setUserInfo(info, store);
      result.current.login[1](true);
    });
    expect(result.current.session).toMatchObject({ isSignedIn: true, userId: '10001', token: 't-2' });
    expect(result.current.session.userInfo?.userName).toBe('锦城老球迷');
    expect(result.current.login[0]).toBe(true);
  });
});
