import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, sessionStore } from './session-store';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, key: fail, getItem: fail, setItem: fail, removeItem: fail, clear: fail } as Storage;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  localStorage.clear();
});

describe('sessionStore', () => {
  it('writes the spec keys in localStorage', () => {
    sessionStore.setToken('t-1');
    sessionStore.setSsoToken('sso-1');
    sessionStore.setSsoSecret('key-1');
    sessionStore.setUserInfo({ phone: '13800000000' });

    expect(localStorage.getItem('token')).toBe('t-1');
    expect(localStorage.getItem('sso_token')).toBe('sso-1');
    expect(localStorage.getItem('sso_secret')).toBe('key-1');
    expect(JSON.parse(localStorage.getItem('userinfo') ?? 'null')).toEqual({ phone: '13800000000' });
    expect(sessionStore.getToken()).toBe('t-1');
    expect(sessionStore.getSsoToken()).toBe('sso-1');
    expect(sessionStore.getSsoSecret()).toBe('key-1');
    expect(sessionStore.getUserInfo()).toEqual({ phone: '13800000000' });
  });

  it('treats an empty token as logged out and removes values set to null', () => {
    localStorage.setItem('token', '');
    expect(sessionStore.getToken()).toBeNull();
    sessionStore.setToken('t-1');
    sessionStore.setToken(null);
    expect(localStorage.getItem('token')).toBeNull();
    sessionStore.setUserInfo({ phone: '1' });
    sessionStore.setUserInfo(null);
    expect(localStorage.getItem('userinfo')).toBeNull();
  });

  it.each(['{not json', '[1,2]', '"text"', '42', 'null', 'true'])('reads malformed userinfo %s as null', (raw) => {
    localStorage.setItem('userinfo', raw);
    expect(sessionStore.getUserInfo()).toBeNull();
    expect(sessionStore.getSnapshot().userInfo).toBeNull();
  });

  it('clear() empties all of localStorage', () => {
    localStorage.setItem('unrelated', 'x');
    sessionStore.setToken('t-1');
    sessionStore.clear();
    expect(localStorage.length).toBe(0);
    expect(sessionStore.getToken()).toBeNull();
  });

  it('keeps the snapshot reference until something changes', () => {
    const store = createSessionStore();
    store.setToken('t-1');
    store.setUserInfo({ phone: '1' });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    expect(first).toEqual({ token: 't-1', userInfo: { phone: '1' } });

    store.setSsoToken('sso');
    expect(store.getSnapshot()).toBe(first);

    store.setUserInfo({ phone: '2' });
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.userInfo).toEqual({ phone: '2' });

    localStorage.setItem('token', 't-2');
    expect(store.getSnapshot().token).toBe('t-2');
  });

  it('notifies subscribers on every change through the store until they unsubscribe', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setToken('t');
    store.setUserInfo({ phone: '1' });
    store.setSsoToken('s');
    store.setSsoSecret('k');
    store.clear();
    expect(listener).toHaveBeenCalledTimes(5);

    unsubscribe();
    store.setToken('t2');
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it('notifies on other tabs’ storage events for its keys only', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    localStorage.setItem('token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'from-other-tab' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().token).toBe('from-other-tab');

    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(listener).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'userinfo' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  describe('when localStorage throws', () => {
    it('reads as logged out and never throws on writes', () => {
      const store = createSessionStore({ getStorage: throwingStorage });
      expect(() => {
        store.setToken('t');
        store.setUserInfo({ phone: '1' });
        store.setSsoToken('s');
        store.setSsoSecret('k');
        store.clear();
      }).not.toThrow();
      expect(store.getToken()).toBeNull();
      expect(store.getUserInfo()).toBeNull();
      expect(store.getSsoToken()).toBeNull();
      expect(store.getSsoSecret()).toBeNull();
      expect(store.getSnapshot()).toEqual({ token: null, userInfo: null });
    });

    it('survives the localStorage getter itself throwing', () => {
      const store = createSessionStore({
        getStorage: () => {
          throw new DOMException('Access is denied', 'SecurityError');
        },
      });
      expect(() => store.setToken('t')).not.toThrow();
      expect(store.getToken()).toBeNull();
      expect(store.getSnapshot().token).toBeNull();
    });

    it('still notifies subscribers so the UI re-reads the state', () => {
      const store = createSessionStore({ getStorage: throwingStorage, eventTarget: null });
      const listener = vi.fn();
      store.subscribe(listener);
      store.setToken('t');
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });
});
