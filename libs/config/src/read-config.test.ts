import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, readConfig } from './read-config';
import { isSuccessStatus } from './constants';

describe('readConfig', () => {
  it('falls back to the stand-in hosts when nothing is set', () => {
    expect(readConfig({})).toEqual(DEFAULT_CONFIG);
  });

  it('takes each host from its variable and drops a trailing slash', () => {
    const config = readConfig({ VITE_PORTAL_API_BASE: 'https://api.example.cn/', VITE_SSO_PAGES_BASE: ' https://sso.example.cn ' });
    expect(config.portalApiBase).toBe('https://api.example.cn');
    expect(config.ssoPagesBase).toBe('https://sso.example.cn');
    expect(config.ssoApiBase).toBe(DEFAULT_CONFIG.ssoApiBase);
  });

  it('keeps a path prefix', () => {
    expect(readConfig({ VITE_PORTAL_API_BASE: 'https://gw.example.cn/portal/' }).portalApiBase).toBe('https://gw.example.cn/portal');
  });

  it.each(['not a url', 'ftp://x.cn', 'https://x.cn/?a=1'])('rejects %s', (value) => {
    expect(() => readConfig({ VITE_SSO_API_BASE: value })).toThrow(ConfigError);
  });
});

describe('isSuccessStatus', () => {
  it('accepts 200 up to but excluding 300', () => {
    expect([199, 200, 204, 299, 300].map(isSuccessStatus)).toEqual([false, true, true, true, false]);
  });
});
