import { describe, expect, it } from 'vitest';
import { createSsoUrls, SsoUrlError } from './sso-urls';

describe('createSsoUrls', () => {
  const urls = createSsoUrls({ ssoPagesBase: 'https://sso.example.cn/', homeUrl: 'https://portal.example.cn/home?from=sso' });
  const encodedHome = 'https%3A%2F%2Fportal.example.cn%2Fhome%3Ffrom%3Dsso';

  it('builds the three pages with an encoded backUrl', () => {
    expect(urls.login()).toBe(`https://sso.example.cn/login?backUrl=${encodedHome}`);
    expect(urls.register()).toBe(`https://sso.example.cn/register?backUrl=${encodedHome}`);
    expect(urls.logout()).toBe(`https://sso.example.cn/logout?backUrl=${encodedHome}`);
  });

  it('round-trips backUrl through URL parsing', () => {
    expect(new URL(urls.login()).searchParams.get('backUrl')).toBe('https://portal.example.cn/home?from=sso');
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
