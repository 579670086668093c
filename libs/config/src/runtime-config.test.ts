import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CONFIG, readConfig } from './read-config';
import { RUNTIME_CONFIG_GLOBAL, readRuntimeConfig, runtimeConfigScript } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('falls back to the stand-in hosts when no runtime config was served', () => {
    expect(readRuntimeConfig(undefined)).toEqual(DEFAULT_CONFIG);
  });

  it('takes each host from the served object and normalises it like the environment', () => {
    const config = readRuntimeConfig({ portalApiBase: 'https://api.example.cn/', ssoPagesBase: 'https://sso.example.cn' });
    expect(config).toEqual({ ...DEFAULT_CONFIG, portalApiBase: 'https://api.example.cn', ssoPagesBase: 'https://sso.example.cn' });
  });

  it.each([
    ['a string', 'https://api.example.cn'],
    ['null', null],
    ['an array', []],
    ['an unknown key', { portalApi: 'https://api.example.cn' }],
    ['a number', { ssoApiBase: 3200 }],
    ['a malformed host', { ssoApiBase: 'javascript:alert(1)' }],
    ['a host with a query', { portalOrigin: 'https://portal.example.cn/?x=1' }],
  ])('fails loudly on %s', (_label, value) => {
    expect(() => readRuntimeConfig(value)).toThrow(ConfigError);
  });
});

describe('runtimeConfigScript', () => {
  it('sets the global that readRuntimeConfig reads back unchanged', () => {
    const config = readConfig({ VITE_PORTAL_API_BASE: 'https://api.example.cn' });
    const scope: Record<string, unknown> = {};
    new Function('globalThis', runtimeConfigScript(config))(scope);
    expect(readRuntimeConfig(scope[RUNTIME_CONFIG_GLOBAL])).toEqual(config);
  });

  it('cannot close a surrounding script element', () => {
    expect(runtimeConfigScript({ ...DEFAULT_CONFIG, portalApiBase: 'https://x.cn/</script>' })).not.toContain('</');
  });
});
