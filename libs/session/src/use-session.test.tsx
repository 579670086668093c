import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from './session-provider';
import { createSessionStore, sessionStore } from './session-store';
import type { SessionStore } from './session-store';
import { useSession } from './use-session';

function SessionBadge() {
  const { isLoggedIn, userInfo, signIn, signOut } = useSession();
  return (
    <div>
      <p>{isLoggedIn ? `已登录 ${userInfo?.phone ?? ''}`.trim() : '未登录'}</p>
      <button type="button" onClick={() => signIn('t-1', { phone: '13800000000' })}>
        登录
      </button>
      <button type="button" onClick={signOut}>
        退出
      </button>
    </div>
  );
}

function withStore(store: SessionStore) {
  return ({ children }: { children: ReactNode }) => <SessionProvider store={store}>{children}</SessionProvider>;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  localStorage.clear();
});

describe('useSession', () => {
  it('re-renders on signIn and signOut', async () => {
    const user = userEvent.setup();
    localStorage.setItem('unrelated', 'x');
    render(<SessionBadge />);

    expect(screen.getByText('未登录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('已登录 13800000000')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('t-1');

    await user.click(screen.getByRole('button', { name: '退出' }));
    expect(screen.getByText('未登录')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('works without a provider over the browser store', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => sessionStore.setToken('t-9'));
    expect(result.current).toMatchObject({ token: 't-9', isLoggedIn: true });
  });

  it('uses the injected store and keeps the previous user info when signIn gets none', () => {
    const store = createSessionStore({ eventTarget: null });
    store.setUserInfo({ phone: '1', userType: 'org' });
    const { result } = renderHook(() => useSession(), { wrapper: withStore(store) });

    act(() => result.current.signIn('t-2'));
    expect(result.current).toMatchObject({ token: 't-2', isLoggedIn: true, userInfo: { phone: '1', userType: 'org' } });

    act(() => result.current.setUserInfo({ phone: '2' }));
    expect(result.current.userInfo).toEqual({ phone: '2' });

    act(() => result.current.signIn('t-3', null));
    expect(result.current.userInfo).toBeNull();
  });

  it('follows a login in another tab', () => {
    const { result } = renderHook(() => useSession());
    act(() => {
      localStorage.setItem('token', 'other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'other-tab' }));
    });
    expect(result.current.token).toBe('other-tab');
  });

  it('keeps callbacks stable across renders', () => {
    const { result, rerender } = renderHook(() => useSession());
    const { signIn, signOut, setUserInfo } = result.current;
    rerender();
    expect(result.current.signIn).toBe(signIn);
    expect(result.current.signOut).toBe(signOut);
    expect(result.current.setUserInfo).toBe(setUserInfo);
  });

  it('treats a malformed stored userinfo as absent', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userinfo', '{oops');
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ isLoggedIn: true, userInfo: null });
  });
});
