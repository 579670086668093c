import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDatabase, readHostsConfig, workspaceRoot } from './config';

describe('readHostsConfig', () => {
  it('defaults to the local stand-in layout', () => {
    expect(readHostsConfig({})).toEqual({
      host: '127.0.0.1',
      portalPort: 3100,
      ssoPort: 3200,
      database: { embeddedDir: resolve(workspaceRoot, '.data/postgres') },
      appOrigins: ['http://127.0.0.1:4200', 'http://127.0.0.1:4300'],
      portalOrigin: 'http://127.0.0.1:4200',
      testHooks: false,
      // Production shows no demo passwords unless asked (npm start asks).
      demoAccounts: false,
      trustProxy: [],
      indexBeforeListen: 5_000,
      // The balancer logs every request; a line per request only when asked (ADR 118).
      requestLogging: false,
      // The answer cache's own age (a second).
      answerMaxAgeMs: undefined,
    });
  });

  it('reads every variable and normalises origins', () => {
    expect(
      readHostsConfig({
        PROVIDER_HOST: '0.0.0.0',
        PORTAL_API_PORT: '8100',
        SSO_PORT: '8200',
        EMBEDDED_DB_DIR: 'temporary',
        APP_ORIGINS: ' https://portal.example.cn/ , https://console.example.cn/path ,',
        PORTAL_ORIGIN: 'https://www.example.cn/',
        PROVIDER_TEST_HOOKS: '1',
        PROVIDER_DEMO_ACCOUNTS: '1',
        INDEX_BEFORE_LISTEN: '0',
        LOG_REQUESTS: '1',
        ANSWER_MAX_AGE_MS: '0',
      }),
    ).toEqual({
      host: '0.0.0.0',
      portalPort: 8100,
      ssoPort: 8200,
      database: { embeddedDir: null },
      appOrigins: ['https://portal.example.cn', 'https://console.example.cn'],
      portalOrigin: 'https://www.example.cn',
      testHooks: true,
      demoAccounts: true,
      trustProxy: [],
      indexBeforeListen: 0,
      requestLogging: true,
      answerMaxAgeMs: 0,
    });
  });

  it('uses PostgreSQL at DATABASE_URL when it is set, and hides its password when naming it', () => {
    const config = readHostsConfig({ DATABASE_URL: 'postgres://portal:secret@db.example.cn:5432/portal', EMBEDDED_DB_DIR: 'temporary' });
    expect(config.database).toEqual({ url: 'postgres://portal:secret@db.example.cn:5432/portal' });
    expect(describeDatabase(config.database)).toBe('postgres://portal:***@db.example.cn:5432/portal');
    expect(() => readHostsConfig({ DATABASE_URL: 'mysql://db.example.cn/portal' })).toThrow(/postgres:\/\//);
  });

  it('refuses an INDEX_BEFORE_LISTEN that is not a whole number of 0 or more', () => {
    for (const value of ['-1', '2.5', 'many']) expect(() => readHostsConfig({ INDEX_BEFORE_LISTEN: value })).toThrow(/INDEX_BEFORE_LISTEN/);
  });

  it('refuses an ANSWER_MAX_AGE_MS that is not a whole number of ms from 0 to 1000 (a write is searchable within a second)', () => {
    expect(readHostsConfig({ ANSWER_MAX_AGE_MS: '1000' }).answerMaxAgeMs).toBe(1_000);
    for (const value of ['-1', '2.5', '1001', '60000', 'never']) expect(() => readHostsConfig({ ANSWER_MAX_AGE_MS: value })).toThrow(/ANSWER_MAX_AGE_MS/);
  });

  it('keeps the embedded database in EMBEDDED_DB_DIR', () => {
    expect(readHostsConfig({ EMBEDDED_DB_DIR: '/srv/portal-db' }).database).toEqual({ embeddedDir: '/srv/portal-db' });
  });

  it('turns the test hooks on only for exactly PROVIDER_TEST_HOOKS=1', () => {
    for (const value of ['', '0', 'true', 'yes']) expect(readHostsConfig({ PROVIDER_TEST_HOOKS: value }).testHooks).toBe(false);
  });

  it('defaults the portal origin to the first app origin', () => {
    expect(readHostsConfig({ APP_ORIGINS: 'http://localhost:5173' }).portalOrigin).toBe('http://localhost:5173');
  });

  it.each([
    [{ PORTAL_API_PORT: 'abc' }, /PORTAL_API_PORT/],
    [{ SSO_PORT: '70000' }, /SSO_PORT/],
    [{ APP_ORIGINS: 'ftp://files.example' }, /http or https/],
    [{ APP_ORIGINS: 'not a url' }, /absolute URL/],
  ])('refuses %j', (env, message) => {
    expect(() => readHostsConfig(env)).toThrow(message);
  });
});
