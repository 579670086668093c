import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiryHandler, isTokenExpiredMessage, SESSION_EXPIRED_MESSAGE } from './expiry';
import { createSessionStore } from './session-store';

const LOGIN_URL = 'https://sso.example.cn/login?backUrl=https%3A%2F%2Fportal.example.cn%2F';

function setup(onLoginPage = false) {
  const notify = vi.fn<(message: string) => void>();
  const redirect = vi.fn<(url: string) => void>();
  const store = createSessionStore();
  const handler = createExpiryHandler({
    notify,
    redirect,
    loginUrl: () => LOGIN_URL,
    isOnLoginPage: () => onLoginPage,
    store,
  });
  return { notify, redirect, store, handler };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  localStorage.setItem('token', 'stale');
  localStorage.setItem('sso_token', 'sso');
  localStorage.setItem('userinfo', '{"phone":"13800000000"}');
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('createExpiryHandler', () => {
  it('runs the flow once for many parallel failures', () => {
    const { notify, redirect, handler } = setup();

    for (let i = 0; i < 5; i += 1) {
      handler.trigger();
    }

    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(localStorage.length).toBe(0);
    expect(handler.isExpiring()).toBe(true);

    vi.advanceTimersByTime(99);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith(LOGIN_URL);

    handler.trigger();
    vi.advanceTimersByTime(1000);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('on /login only drops the stale token', () => {
    const { notify, redirect, handler } = setup(true);

    handler.trigger();
    handler.trigger();
    vi.advanceTimersByTime(1000);

    expect(notify).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sso_token')).toBe('sso');
    expect(handler.isExpiring()).toBe(false);
  });

  it('accepts the global setTimeout as its timer', () => {
    const redirect = vi.fn();
    const handler = createExpiryHandler({
      notify: vi.fn(),
      redirect,
      loginUrl: () => LOGIN_URL,
      isOnLoginPage: () => false,
      store: createSessionStore(),
      setTimer: setTimeout,
    });
    handler.trigger();
    vi.advanceTimersByTime(100);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('is not expiring before the first trigger', () => {
    expect(setup().handler.isExpiring()).toBe(false);
  });

  it('honours a custom delay and timer', () => {
    const setTimer = vi.fn((callback: () => void, _delayMs: number) => {
      callback();
    });
    const redirect = vi.fn();
    const handler = createExpiryHandler({
      notify: vi.fn(),
      redirect,
      loginUrl: () => LOGIN_URL,
      isOnLoginPage: () => false,
      store: createSessionStore(),
      delayMs: 5,
      setTimer,
    });
    handler.trigger();
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 5);
    expect(redirect).toHaveBeenCalledWith(LOGIN_URL);
  });

  it('signals subscribers that the session ended', () => {
    const { store, handler } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    handler.trigger();
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({ token: null, userInfo: null });
  });
});

describe('isTokenExpiredMessage', () => {
  it.each([
    'token已过期，请重新登录',
    'Token 已过期',
    'TOKEN失效',
    '登录已过期',
    '令牌已失效',
    '登录状态已过期，请重新登录',
    '登录信息已失效',
    '会话已超时',
    'token无效',
    '身份认证已过期',
    'Token expired',
    'invalid token',
    '您的账号在别处登录，请重新登录',
  ])('recognises %j', (msg) => {
    expect(isTokenExpiredMessage(msg)).toBe(true);
  });

  it.each(['操作成功', '参数错误', '服务器内部错误', '验证码已过期', '活动已过期', '', null, undefined, 444, { msg: '登录已过期' }])(
    'rejects %j',
    (msg) => {
      expect(isTokenExpiredMessage(msg)).toBe(false);
    },
  );
});
