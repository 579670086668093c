import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptTokenFromUrl } from './adopt-token';
import { createSessionStore } from './session-store';

function visit(url: string, state: unknown = null): void {
  window.history.replaceState(state, '', url);
}

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  localStorage.clear();
  visit('/');
});

describe('adoptTokenFromUrl', () => {
  it('stores the token when none is stored and cleans the URL', () => {
    visit('/findpolicy/policyNotice?a=1&token=abc.def&b=x%20y&c#section-2', { idx: 3 });

    const result = adoptTokenFromUrl(window);

    expect(result).toEqual({ adopted: true, token: 'abc.def' });
    expect(localStorage.getItem('token')).toBe('abc.def');
    expect(currentUrl()).toBe('/findpolicy/policyNotice?a=1&b=x%20y&c#section-2');
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('keeps a stored token and still cleans the URL', () => {
    localStorage.setItem('token', 'stored');
    visit('/home?token=fresh&from=sso#top');

    const result = adoptTokenFromUrl(window);

    expect(result).toEqual({ adopted: false, token: 'stored' });
    expect(localStorage.getItem('token')).toBe('stored');
    expect(currentUrl()).toBe('/home?from=sso#top');
  });

  it('drops the question mark when token was the only parameter', () => {
    visit('/home?token=abc');
    adoptTokenFromUrl(window);
    expect(currentUrl()).toBe('/home');
  });

  it('removes every token parameter, also an empty one, without adopting it', () => {
    visit('/home?token=&x=1&token=second');
    const result = adoptTokenFromUrl(window);
    expect(result.adopted).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(currentUrl()).toBe('/home?x=1');
  });

  it('leaves the URL alone when there is no token parameter', () => {
    localStorage.setItem('token', 'stored');
    visit('/news?tokenish=1&page=2#a');
    const replaceState = vi.spyOn(window.history, 'replaceState');

    const result = adoptTokenFromUrl(window);

    expect(result).toEqual({ adopted: false, token: 'stored' });
    expect(replaceState).not.toHaveBeenCalled();
    expect(currentUrl()).toBe('/news?tokenish=1&page=2#a');
  });

  it('writes into the given store and reports no adoption when storage refuses the write', () => {
    const store = createSessionStore({
      getStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    visit('/home?token=abc');
    expect(adoptTokenFromUrl(window, store)).toEqual({ adopted: false, token: null });
    expect(currentUrl()).toBe('/home');
  });
});
