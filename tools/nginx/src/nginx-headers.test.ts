import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL, readRuntimeConfig, type AppConfig } from '@smes/config';
import { scoreResponse } from './observatory';
import { BROTLI_STATIC_MODULE, WORKSPACE_ROOT, type AppName } from './render-config';
import { freePort, get, selfSignedCertificate, startNginx, type RunningNginx } from './serve-nginx';

/** A production-like environment: every host on HTTPS, as the shipped configuration expects. */
const PRODUCTION_CONFIG: AppConfig = {
  portalApiBase: 'https://api.portal.example.cn',
  ssoApiBase: 'https://sso-api.example.cn',
  ssoPagesBase: 'https://sso.example.cn',
  portalOrigin: 'https://portal.example.cn',
  consoleOrigin: 'https://console.example.cn',
};
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
const APPS: AppName[] = ['enterprise-portal', 'org-console'];

/** The app's entry script, as its index.html names it (the start script's data-entry, or the module script's src). */
function entryAsset(app: AppName): string {
  const html = readFileSync(join(WORKSPACE_ROOT, 'dist/apps', app, 'index.html'), 'utf8');
  const entry = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry || !existsSync(join(WORKSPACE_ROOT, 'dist/apps', app, entry))) throw new Error(`no entry script named in dist/apps/${app}/index.html`);
  return entry;
}

function cspNonce(csp: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
}

describe.each(APPS)('%s served by nginx as shipped (TLS, HTTP redirects)', (app) => {
  let nginx: RunningNginx;
  let https = '';
  let http = '';

  beforeAll(async () => {
    const [httpPort, tlsPort] = [await freePort(), await freePort()];
    const runDir = mkdtempSync(join(tmpdir(), 'smes-nginx-test-'));
    const tls = { port: tlsPort, ...selfSignedCertificate(runDir) };
    http = `http://127.0.0.1:${httpPort}`;
    https = `https://127.0.0.1:${tlsPort}`;
    nginx = await startNginx({ runDir, config: PRODUCTION_CONFIG, apps: [{ app, host: '127.0.0.1', port: httpPort, tls }] }, `${https}/index.html`);
  });
  afterAll(() => nginx?.stop());

  const cases = [
    ['an HTML page', () => '/', 200],
    ['a deep route', () => '/findpolicy/policyNotice/detail/42', 200],
    ['an asset', () => entryAsset(app), 200],
    ['a missing asset', () => '/assets/index-0000missing.js', 404],
    ['a missing file with an extension', () => '/no-such-file.png', 404],
  ] as const;

  it.each(cases)('%s: every header, scored A+ with no penalty', async (_label, path, status) => {
    const answer = await get(`${https}${path()}`);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatchObject(SECURITY_HEADERS);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(answer.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(answer.headers['server']).toBe('nginx');
    const csp = answer.headers['content-security-policy'] ?? '';
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Exactly the configured API and SSO hosts may be called.
    expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toBe('https://api.portal.example.cn https://sso-api.example.cn');
    // Service product covers are <img> files on the API host; nothing else may serve images.
    expect(/img-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' data: https://api.portal.example.cn");
    expect(/media-src ([^;]+)/.exec(csp)?.[1]).toBe('https://api.portal.example.cn');

    const redirect = await get(`${http}${path()}`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers['location']).toBe(`${https}${path()}`);

    const score = scoreResponse({ url: `${https}${path()}`, status: answer.status, headers: answer.headers, body: answer.body, httpAnswer: { status: redirect.status, location: redirect.headers['location'] } });
    expect(score.penalties).toEqual([]);
    expect(score.grade).toBe('A+');
    expect(score.score).toBeGreaterThanOrEqual(100);
  });

  it('serves the app shell for routes, never cached, with a fresh CSP nonce per response that matches the page', async () => {
    const [first, second] = [await get(`${https}/home`), await get(`${https}/findpolicy/policyNotice`)];
    for (const answer of [first, second]) {
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      const nonce = cspNonce(answer.headers['content-security-policy']);
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.body).not.toContain('NGINX_CSP_NONCE');
      expect(answer.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(answer.body).toContain('<meta name="referrer" content="no-referrer" />');
      expect(answer.body).toMatch(/<script defer src="\/runtime-config.js"/);
    }
    expect(cspNonce(first.headers['content-security-policy'])).not.toBe(cspNonce(second.headers['content-security-policy']));
  });

  it('fills the static shell variant per route with a fixed word, never with the request (ADR first-paint app shell)', async () => {
    const route = async (path: string) => /<div id="app-shell" aria-hidden="true" data-route="([^"]*)">/.exec((await get(`${https}${path}`)).body)?.[1];
    if (app === 'org-console') {
      // The console has no static shell: nothing to fill, and no placeholder left in the page.
      expect((await get(`${https}/home`)).body).not.toContain('NGINX_SHELL_ROUTE');
      expect(await route('/home')).toBeUndefined();
      return;
    }
    expect(await route('/home')).toBe('home');
    expect(await route('/')).toBe('home');
    expect(await route('/home?token=abc&x=1')).toBe('home');
    expect(await route('/home/')).toBe('home');
    // A list with a fixed page header draws it (the build's shell-routes.json), and so does a detail whose
    // title the start script writes in, for a record number only; other details draw none.
    expect(await route('/findpolicy/policyNotice')).toBe('policyNoticeList');
    expect(await route('/findpolicy/DeclarationProject/?status=open')).toBe('declarationProjectList');
    expect(await route('/findpolicy/policyNoticeDetails/447')).toBe('policyDetail');
    expect(await route('/policy/PolicyDetail/447/?clause=2')).toBe('policyDetail');
    expect(await route('/findpolicy/policyNoticeDetails/447x')).toBe('none');
    expect(await route('/findpolicy/policyNoticeDetails/447/x')).toBe('none');
    expect(await route('/findpolicy/DeclarationProject/detail/3')).toBe('none');
    expect(await route('/findpolicy/policyNoticeX')).toBe('none');
    expect(await route('/homepage')).toBe('none');
    expect(await route('/home%22%3E%3Cscript%3E')).toBe('none');
  });

  it('caches hashed assets for a year and 404s a missing one instead of answering with the app shell', async () => {
    const asset = await get(`${https}${entryAsset(app)}`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const missing = await get(`${https}/assets/index-0000missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    expect((await get(`${https}/.vite/manifest.json`)).status).toBe(404);
  });

  it('sends the precompressed brotli and gzip files when accepted', async () => {
    const path = entryAsset(app);
    const plain = readFileSync(join(WORKSPACE_ROOT, 'dist/apps', app, path));
    const gzip = await get(`${https}${path}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.raw).equals(plain)).toBe(true);
    expect(gzip.raw.equals(readFileSync(join(WORKSPACE_ROOT, 'dist/apps', app, `${path}.gz`)))).toBe(true);
    const brotli = await get(`${https}${path}`, { 'accept-encoding': 'br, gzip' });
    if (existsSync(BROTLI_STATIC_MODULE)) {
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.raw).equals(plain)).toBe(true);
    } else {
      expect(brotli.headers['content-encoding']).toBe('gzip');
    }
    expect((await get(`${https}/home`, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('serves this environment’s hosts as the runtime config, uncached', async () => {
    const answer = await get(`${https}/runtime-config.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const scope: Record<string, unknown> = {};
    new Function('globalThis', answer.body)(scope);
    expect(readRuntimeConfig(scope[RUNTIME_CONFIG_GLOBAL])).toEqual(PRODUCTION_CONFIG);
  });
});

describe('local serving (npm run start:prod: plain HTTP on loopback, stand-in hosts)', () => {
  let nginx: RunningNginx;
  let base = '';
  const local: AppConfig = {
    portalApiBase: 'http://127.0.0.1:3100',
    ssoApiBase: 'http://127.0.0.1:3200',
    ssoPagesBase: 'http://127.0.0.1:3200',
    portalOrigin: 'http://127.0.0.1:4200',
    consoleOrigin: 'http://127.0.0.1:4300',
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    nginx = await startNginx({ config: local, apps: [{ app: 'enterprise-portal', host: '127.0.0.1', port }] }, `${base}/index.html`);
  });
  afterAll(() => nginx?.stop());

  it('serves the app itself with the same headers, and no HSTS over plain HTTP', async () => {
    const answer = await get(`${base}/home`);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject(SECURITY_HEADERS);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(/connect-src ([^;]+)/.exec(answer.headers['content-security-policy'] ?? '')?.[1]).toBe('http://127.0.0.1:3100 http://127.0.0.1:3200');
    expect(nginx.stderr()).not.toMatch(/\[(warn|emerg|error)\]/);
  });
});
