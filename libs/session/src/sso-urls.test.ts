import { describe, expect, it } from 'vitest';
import { createSsoUrls, SsoUrlError } from './sso-urls';

describe('createSsoUrls', () => {
  const urls = createSsoUrls({ ssoPagesBase: 'https://sso.example.cn/', homeUrl: 'https://portal.example.cn/home?from=sso', state: () => 'S1' });
  const encodedHome = 'https%3A%2F%2Fportal.example.cn%2Fhome%3Ffrom%3Dsso';

  it('builds the three pages with an encoded backUrl; login and register carry the round trip state', () => {
    expect(urls.login()).toBe(`https://sso.example.cn/login?backUrl=${encodedHome}%26ssoState%3DS1`);
    expect(urls.register()).toBe(`https://sso.example.cn/register?backUrl=${encodedHome}%26ssoState%3DS1`);
    expect(urls.logout()).toBe(`https://sso.example.cn/logout?backUrl=${encodedHome}`);
  });

  it('round-trips backUrl through URL parsing', () => {
    expect(new URL(urls.login()).searchParams.get('backUrl')).toBe('https://portal.example.cn/home?from=sso&ssoState=S1');
  });

  it('keeps the state of this tab in sessionStorage by default, one pending state at a time', () => {
    sessionStorage.clear();
    const browser = createSsoUrls({ ssoPagesBase: 'https://sso.example.cn', homeUrl: 'https://portal.example.cn/home' });
    const first = new URL(new URL(browser.login()).searchParams.get('backUrl') ?? '').searchParams.get('ssoState');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('sso_state')).toBe(first);
    expect(new URL(new URL(browser.register()).searchParams.get('backUrl') ?? '').searchParams.get('ssoState')).toBe(first);
    sessionStorage.clear();
    const second = new URL(new URL(browser.login()).searchParams.get('backUrl') ?? '').searchParams.get('ssoState');
    expect(second).not.toBe(first);
    sessionStorage.clear();
  });

  it('does not depend on the current address', () => {
    window.history.replaceState(null, '', '/evil?backUrl=https://attacker.example');
    expect(urls.login()).not.toContain('attacker');
    window.history.replaceState(null, '', '/');
  });

  it.each(['/home', 'home', '', 'javascript:alert(1)', 'ftp://portal.example.cn/'])('rejects homeUrl %j', (homeUrl) => {
    expect(() => createSsoUrls({ ssoPagesBase: 'https://sso.example.cn', homeUrl })).toThrow(SsoUrlError);
  });

  it('rejects a relative ssoPagesBase', () => {
    expect(() => createSsoUrls({ ssoPagesBase: '/sso', homeUrl: 'https://portal.example.cn/' })).toThrow(SsoUrlError);
  });
});

describe('createSsoUrls: the return path', () => {
  it('keeps the path a login or register link returns to with the state, and leaves backUrl at home', () => {
    const kept: [string, string][] = [];
    const urls = createSsoUrls({
      ssoPagesBase: 'https://sso.example.cn',
      homeUrl: 'https://portal.example.cn/home',
      state: () => 'S1',
      rememberReturn: (state, path) => kept.push([state, path]),
    });
    const login = urls.login('/service/detail/3');
    expect(new URL(login).searchParams.get('backUrl')).toBe('https://portal.example.cn/home?ssoState=S1');
    urls.register('/findpolicy');
    urls.login();
    expect(kept).toEqual([
      ['S1', '/service/detail/3'],
      ['S1', '/findpolicy'],
    ]);
  });
});
