import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptTokenFromUrl } from './adopt-token';
import type { SsoExchange } from './adopt-token';
import { SSO_RETURN_STORAGE_KEY, pendingSsoState, rememberSsoReturn } from './sso-state';
import { createSsoUrls } from './sso-urls';
import { createSessionStore } from './session-store';

function visit(url: string, state: unknown = null): void {
  window.history.replaceState(state, '', url);
}

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  visit('/');
});

/** The exchanges asked for; the stand-in answers each hand-off with a session of the same name. */
let exchanged: string[] = [];
const exchangeAs: SsoExchange = (handoff) => {
  exchanged.push(handoff);
  return Promise.resolve(handoff);
};

beforeEach(() => {
  exchanged = [];
});

/** What this browser keeps when it sends the user to the SSO login (createSsoUrls does it). */
function startRoundTrip(): string {
  return pendingSsoState();
}

describe('adoptTokenFromUrl', () => {
  it('stores the token when none is stored and cleans the URL', async () => {
    const state = startRoundTrip();
    visit(`/findpolicy/policyNotice?a=1&ssoState=${state}&token=abc.def&b=x%20y&c#section-2`, { idx: 3 });

    const result = await adoptTokenFromUrl(exchangeAs, window);

    expect(result).toEqual({ adopted: true, token: 'abc.def' });
    expect(localStorage.getItem('token')).toBe('abc.def');
    expect(currentUrl()).toBe('/findpolicy/policyNotice?a=1&b=x%20y&c#section-2');
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('keeps a stored token and still cleans the URL', async () => {
    localStorage.setItem('token', 'stored');
    visit('/home?token=fresh&from=sso#top');

    const result = await adoptTokenFromUrl(exchangeAs, window);

    expect(result).toEqual({ adopted: false, token: 'stored' });
    expect(localStorage.getItem('token')).toBe('stored');
    expect(currentUrl()).toBe('/home?from=sso#top');
  });

  it('drops the question mark when token and state were the only parameters', async () => {
    visit(`/home?ssoState=${startRoundTrip()}&token=abc`);
    await adoptTokenFromUrl(exchangeAs, window);
    expect(currentUrl()).toBe('/home');
  });

  it('removes every token parameter, also an empty one, without adopting it', async () => {
    visit('/home?token=&x=1&token=second');
    const result = await adoptTokenFromUrl(exchangeAs, window);
    expect(result.adopted).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(currentUrl()).toBe('/home?x=1');
  });

  it('leaves the URL alone when there is no token parameter', async () => {
    localStorage.setItem('token', 'stored');
    visit('/news?tokenish=1&page=2#a');
    const replaceState = vi.spyOn(window.history, 'replaceState');

    const result = await adoptTokenFromUrl(exchangeAs, window);

    expect(result).toEqual({ adopted: false, token: 'stored' });
    expect(replaceState).not.toHaveBeenCalled();
    expect(currentUrl()).toBe('/news?tokenish=1&page=2#a');
  });

  it('writes into the given store and reports no adoption when storage refuses the write', async () => {
    const store = createSessionStore({
      getStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    visit(`/home?ssoState=${startRoundTrip()}&token=abc`);
    expect(await adoptTokenFromUrl(exchangeAs, window, store)).toEqual({ adopted: false, token: null });
    expect(currentUrl()).toBe('/home');
  });

  describe('login CSRF', () => {
    it("ignores and strips a token this browser never asked for, e.g. a crafted link with someone else's token", async () => {
      visit('/home?token=victim-session&from=mail#top');
      const result = await adoptTokenFromUrl(exchangeAs, window);
      expect(result).toEqual({ adopted: false, token: null });
      expect(localStorage.getItem('token')).toBeNull();
      expect(currentUrl()).toBe('/home?from=mail#top');
    });

    it('ignores a token whose state is not the one this browser keeps', async () => {
      startRoundTrip();
      visit('/home?ssoState=guessed&token=attacker-session');
      expect((await adoptTokenFromUrl(exchangeAs, window)).adopted).toBe(false);
      expect(localStorage.getItem('token')).toBeNull();
      expect(currentUrl()).toBe('/home');
    });

    it('ignores a state copied into a link without this browser having started the round trip', async () => {
      visit('/home?ssoState=abc&token=attacker-session');
      expect((await adoptTokenFromUrl(exchangeAs, window)).adopted).toBe(false);
    });

    it('uses a state once: replaying the same return does not log in again', async () => {
      const state = startRoundTrip();
      visit(`/home?ssoState=${state}&token=first`);
      expect((await adoptTokenFromUrl(exchangeAs, window)).adopted).toBe(true);
      localStorage.clear();
      visit(`/home?ssoState=${state}&token=second`);
      expect((await adoptTokenFromUrl(exchangeAs, window)).adopted).toBe(false);
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('discards the state also when a mismatching return arrives', async () => {
      const state = startRoundTrip();
      visit('/home?ssoState=wrong&token=attacker');
      await adoptTokenFromUrl(exchangeAs, window);
      visit(`/home?ssoState=${state}&token=late`);
      expect((await adoptTokenFromUrl(exchangeAs, window)).adopted).toBe(false);
    });
  });

  describe('paths starting with //', () => {
    it('normalises the path instead of throwing SecurityError, and never leaves the token in the address bar', async () => {
      const state = startRoundTrip();
      const replaceState = vi.spyOn(window.history, 'replaceState');
      // What the browser shows for http://127.0.0.1:4200//evil.com/home: location.pathname is //evil.com/home.
      const fakeWindow = {
        location: { pathname: '//evil.com/home', search: `?ssoState=${state}&token=abc`, hash: '#x' },
        history: window.history,
        sessionStorage: window.sessionStorage,
      } as unknown as Window;
      replaceState.mockClear();

      let adopted: Promise<unknown> = Promise.resolve();
      expect(() => (adopted = adoptTokenFromUrl(exchangeAs, fakeWindow))).not.toThrow();
      expect(replaceState).toHaveBeenCalledTimes(1);
      expect(replaceState.mock.calls[0]?.[2]).toBe('/evil.com/home#x');
      await adopted;
      expect(localStorage.getItem('token')).toBe('abc');
    });

    it('falls back to the root when the browser still refuses the cleaned address', async () => {
      visit('/home');
      const calls: string[] = [];
      const history = {
        state: null,
        replaceState: (_state: unknown, _unused: string, url: string) => {
          calls.push(url);
          if (url !== '/') throw new DOMException('refused', 'SecurityError');
        },
      };
      const fakeWindow = { location: { pathname: '/home', search: '?token=abc', hash: '' }, history } as unknown as Window;
      expect(() => adoptTokenFromUrl(exchangeAs, fakeWindow)).not.toThrow();
      expect(calls).toEqual(['/home', '/']);
    });
  });
});

describe('adoptTokenFromUrl: the address carries a one-time hand-off, never the session', () => {
  it('stores the session the hand-off is exchanged for, not the hand-off', async () => {
    const state = startRoundTrip();
    visit(`/home?ssoState=${state}&token=handoff-1`);
    const exchange: SsoExchange = (handoff) => Promise.resolve(handoff === 'handoff-1' ? 'session-1' : null);

    const result = await adoptTokenFromUrl(exchange, window);

    expect(result).toEqual({ adopted: true, token: 'session-1' });
    expect(localStorage.getItem('token')).toBe('session-1');
  });

  it('cleans the address before the exchange answers', async () => {
    const state = startRoundTrip();
    visit(`/home?ssoState=${state}&token=handoff-2&from=console`);
    let answer: (session: string | null) => void = () => undefined;
    const pending = adoptTokenFromUrl(() => new Promise((resolve) => (answer = resolve)), window);
    expect(currentUrl()).toBe('/home?from=console');
    answer('session-2');
    expect((await pending).token).toBe('session-2');
  });

  it('stays signed out when the host refuses the hand-off (spent, expired, forged) or cannot be reached', async () => {
    for (const exchange of [() => Promise.resolve(null), () => Promise.reject(new Error('offline'))] as SsoExchange[]) {
      visit(`/home?ssoState=${startRoundTrip()}&token=spent`);
      expect(await adoptTokenFromUrl(exchange, window)).toEqual({ adopted: false, token: null });
      expect(localStorage.getItem('token')).toBeNull();
      expect(currentUrl()).toBe('/home');
    }
  });

  it('never sends a crafted link’s token to the host, nor one arriving while signed in', async () => {
    visit('/home?ssoState=forged&token=attacker');
    await adoptTokenFromUrl(exchangeAs, window);
    localStorage.setItem('token', 'stored');
    visit(`/home?ssoState=${startRoundTrip()}&token=second`);
    await adoptTokenFromUrl(exchangeAs, window);
    expect(exchanged).toEqual([]);
    expect(localStorage.getItem('token')).toBe('stored');
  });

  it('keeps a session another tab stored while the exchange was under way', async () => {
    visit(`/home?ssoState=${startRoundTrip()}&token=late`);
    const result = await adoptTokenFromUrl(() => {
      localStorage.setItem('token', 'other-tab');
      return Promise.resolve('late-session');
    }, window);
    expect(result).toEqual({ adopted: false, token: 'other-tab' });
  });
});

describe('adoptTokenFromUrl: back where the round trip started', () => {
  it('goes to the in-app path kept with the state once the token is adopted', async () => {
    const urls = createSsoUrls({ ssoPagesBase: 'https://sso.example.cn', homeUrl: 'https://portal.example.cn/home' });
    const backUrl = new URL(new URL(urls.login('/findpolicy/DeclarationProjectDetail/68?tab=2#materials')).searchParams.get('backUrl') ?? '');
    expect(backUrl.pathname).toBe('/home');
    visit(`/home?ssoState=${backUrl.searchParams.get('ssoState')}&token=abc`);

    const result = await adoptTokenFromUrl(exchangeAs, window);

    expect(result).toEqual({ adopted: true, token: 'abc', returnedTo: '/findpolicy/DeclarationProjectDetail/68?tab=2#materials' });
    expect(currentUrl()).toBe('/findpolicy/DeclarationProjectDetail/68?tab=2#materials');
    expect(sessionStorage.getItem(SSO_RETURN_STORAGE_KEY)).toBeNull();
  });

  it('stays on the home page when the link carried no path', async () => {
    const state = startRoundTrip();
    visit(`/home?ssoState=${state}&token=abc`);
    expect((await adoptTokenFromUrl(exchangeAs, window)).returnedTo).toBeUndefined();
    expect(currentUrl()).toBe('/home');
  });

  it('does not follow a path to a return whose state is not this tab’s (a crafted link)', async () => {
    const state = startRoundTrip();
    rememberSsoReturn(state, '/PersonalCenter/accountSetting');
    visit('/home?ssoState=forged&token=attacker');

    const result = await adoptTokenFromUrl(exchangeAs, window);

    expect(result.adopted).toBe(false);
    expect(currentUrl()).toBe('/home');
    // The return is consumed with the state: a later genuine return does not inherit it.
    expect(sessionStorage.getItem(SSO_RETURN_STORAGE_KEY)).toBeNull();
  });

  it('ignores a path kept for an earlier round trip', async () => {
    sessionStorage.setItem(SSO_RETURN_STORAGE_KEY, JSON.stringify({ state: 'old', path: '/news' }));
    const state = startRoundTrip();
    visit(`/home?ssoState=${state}&token=abc`);
    expect((await adoptTokenFromUrl(exchangeAs, window)).returnedTo).toBeUndefined();
    expect(currentUrl()).toBe('/home');
  });

  it.each(['//evil.cn/x', 'https://evil.cn/', '/\\evil.cn', 'javascript:alert(1)', '/login', 'news', '/a\tb'])(
    'never goes to %j, even when storage was written by hand',
    async (path) => {
      const state = startRoundTrip();
      sessionStorage.setItem(SSO_RETURN_STORAGE_KEY, JSON.stringify({ state, path }));
      visit(`/home?ssoState=${state}&token=abc`);

      const result = await adoptTokenFromUrl(exchangeAs, window);

      expect(result.adopted).toBe(true);
      expect(result.returnedTo).toBeUndefined();
      expect(currentUrl()).toBe('/home');
    },
  );

  it('refuses to keep a path that leaves the app', async () => {
    const state = startRoundTrip();
    rememberSsoReturn(state, '/news');
    rememberSsoReturn(state, '//evil.cn');
    expect(sessionStorage.getItem(SSO_RETURN_STORAGE_KEY)).toBeNull();
  });
});
