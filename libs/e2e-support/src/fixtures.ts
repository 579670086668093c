import { randomUUID } from 'node:crypto';
import { expect, test as base, type APIRequest, type APIRequestContext, type Page, type Request, type Route } from '@playwright/test';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { ACCOUNTS, HOSTS, type AccountName } from './hosts';
import { VISIT_RECORD_PATH, WCAG_21_AA, seriousViolations } from './accessibility';

export type LoggedInUser = { token: string; userinfo: Record<string, unknown> };

type Options = {
  /** Fail the test on any Content-Security-Policy violation the browser reports (production serving). */
  failOnCspViolation: boolean;
  /**
   * Console errors a test provokes on purpose (e.g. a page that must handle a failing call); each
   * pattern is matched against the message text. Everything else fails the test.
   */
  allowedConsoleErrors: RegExp[];
};

type Fixtures = {
  /**
   * Logs in through the portal API and stores the session the way the app does (spec §3 keys), in the test's app
   * or, with `origin`, in the other app (HOSTS.portal / HOSTS.console: each origin keeps its own session).
   */
  loginAs(account: AccountName, options?: { origin?: string }): Promise<LoggedInUser>;
  /** Fails on any serious or critical axe violation on the current page. */
  expectAccessible(page?: Page): Promise<void>;
  /** The `type` of every visit record the page has sent so far. */
  visitRecords: string[];
  /**
   * The last SMS code the stand-in "sent" to the phone, read through its e2e-only test hook (the hosts run
   * with PROVIDER_TEST_HOOKS=1 under the preview servers; production serving never sets it).
   */
  smsCode(phone: string): Promise<string>;
  /** Collects CSP violations on every page of the test; automatic. */
  cspGuard: void;
  /** Fails the test on any console error or uncaught exception of its pages; automatic. */
  consoleGuard: void;
  /** Fails the test when its baseURL is not an app of its worker's server set (hosts.ts); automatic. */
  hostSetGuard: void;
};

const BLANK_DOCUMENT_PATH = '/__e2e-blank__';
const fulfilBlankDocument = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>e2e</title>' });

/**
 * Opens an empty document of the app's origin (`origin`, or the test's baseURL) in the page, to write its
 * localStorage or sessionStorage before any app code runs there. The test answers the request itself, so neither
 * the app nor the server is involved. A static file of the origin would do in the preview servers, but not on
 * nginx: Chromium's viewer for an image or a text file styles it inline, which the production CSP reports.
 */
export async function openBlankDocument(page: Page, origin = ''): Promise<void> {
  const url = `**${BLANK_DOCUMENT_PATH}`;
  await page.route(url, fulfilBlankDocument);
  try {
    await page.goto(`${origin}${BLANK_DOCUMENT_PATH}`);
  } finally {
    await page.unroute(url, fulfilBlankDocument);
  }
}

/**
 * Chromium logs every failed response or request as a console error ("Failed to load resource: the
 * server responded with a status of 404", "… net::ERR_FAILED"). Whether the app handles a failing call
 * is what the journeys assert on screen, so these lines are the network's, not the app's.
 */
const NETWORK_ERROR_LINE = /^Failed to load resource: /;

/** Prefix of the console line the init script writes for each `securitypolicyviolation` event. */
const CSP_REPORT_PREFIX = '[csp-violation]';

function formField(request: Request, name: string): string | null {
  const body = request.postData() ?? '';
  const contentType = request.headers()['content-type'] ?? '';
  if (contentType.includes('application/json')) {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return typeof parsed[name] === 'string' ? (parsed[name] as string) : null;
  }
  return new URLSearchParams(body).get(name);
}

/**
 * The one-time hand-off the SSO login page puts in its redirect (`?token=`), as a browser returning to
 * `backUrl` would carry it: signed in on the SSO host's form with the account, the redirect not followed.
 */
export async function ssoHandoff(request: APIRequestContext, account: AccountName, backUrl = `${HOSTS.portal}/home`): Promise<string> {
  const answer = await request.post(`${HOSTS.sso}/login`, { form: { ...ACCOUNTS[account], backUrl }, maxRedirects: 0 });
  expect(answer.status(), await answer.text()).toBe(302);
  return new URL(answer.headers()['location'] ?? '').searchParams.get('token') ?? '';
}

/**
 * An API client of the tests' own that behaves as the apps' client does: both hosts refuse every unsafe call whose
 * XSRF-TOKEN cookie and X-XSRF-TOKEN header are not one non-empty value, so it holds a cookie of its own choosing
 * from the start and echoes it on every call (the hosts hand out no other while it is held). A second party in a
 * journey (the operator beside the enterprise) takes one of these, never a bare `playwright.request.newContext()`.
 */
export async function newApiContext(playwright: { request: APIRequest }): Promise<APIRequestContext> {
  const xsrf = randomUUID();
  return playwright.request.newContext({
    storageState: {
      cookies: [{ name: XSRF_COOKIE_NAME, value: xsrf, domain: new URL(HOSTS.portalApi).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    },
    extraHTTPHeaders: { [XSRF_HEADER_NAME]: xsrf },
  });
}

export const test = base.extend<Fixtures & Options>({
  hostSetGuard: [
    async ({ baseURL }, use) => {
      // The config and HOSTS are both read in the worker after Playwright set TEST_PARALLEL_INDEX; were either
      // read before, a journey would drive one set's app against another set's stand-in and see foreign writes.
      expect([HOSTS.portal, HOSTS.console], `baseURL ${baseURL} belongs to this worker's server set`).toContain(baseURL);
      await use();
    },
    { auto: true },
  ],
  failOnCspViolation: [false, { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => NETWORK_ERROR_LINE.test(text) || allowedConsoleErrors.some((pattern) => pattern.test(text));
      const watch = (page: Page) => {
        page.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' && !allowed(text)) problems.push(`${message.type()} on ${page.url()}: ${text.slice(0, 500)}`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context, failOnCspViolation }, use) => {
      if (!failOnCspViolation) return use();
      const violations: string[] = [];
      // Every document of the test reports its violations to the console, where they are collected
      // together with Chromium's own "Refused to … because it violates … Content Security Policy" lines.
      await context.addInitScript((prefix) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`);
        });
      }, CSP_REPORT_PREFIX);
      const watch = (page: Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (text.startsWith(CSP_REPORT_PREFIX) || /Content Security Policy/i.test(text)) violations.push(text);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * The tests' own API client behaves as the apps' client does: both hosts refuse every unsafe call whose
   * XSRF-TOKEN cookie and X-XSRF-TOKEN header are not one non-empty value, so this context holds a cookie of
   * its own choosing from the start and echoes it on every call (the hosts hand out no other while it is held).
   */
  request: async ({ playwright }, use) => {
    const context = await newApiContext(playwright);
    await use(context);
    await context.dispose();
  },
  loginAs: async ({ page, request, baseURL }, use) => {
    await use(async (account, { origin = baseURL ?? '' } = {}) => {
      const answer = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: { ...ACCOUNTS[account] } });
      expect(answer.ok()).toBe(true);
      const envelope = (await answer.json()) as { code: number; data: LoggedInUser };
      expect(envelope.code).toBe(200);
      // The browser gets the same XSRF cookie before the app starts. Without one, each of the app's first reads
      // is answered with a fresh cookie, and a test's own unsafe call through page.request could read one value
      // and send while the next arrived (403; the app's client retries that race, a test's call does not).
      const xsrfCookies = (await request.storageState()).cookies.filter((cookie) => cookie.name === XSRF_COOKIE_NAME);
      if (xsrfCookies.length > 0) await page.context().addCookies(xsrfCookies);
      // Any document of the origin reaches its localStorage (each of the journeys' logins used to load and render
      // /home just for this).
      await openBlankDocument(page, origin);
      await page.evaluate(({ token, userinfo }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('userinfo', JSON.stringify(userinfo));
      }, envelope.data);
      return envelope.data;
    });
  },
  smsCode: async ({ request }, use) => {
    await use(async (phone) => {
      const answer = await request.get(`${HOSTS.sso}/__test__/sms-code?phone=${encodeURIComponent(phone)}`);
      expect(answer.status(), 'the SMS test hook (PROVIDER_TEST_HOOKS=1)').toBe(200);
      const { data } = (await answer.json()) as { data: { code: string } };
      return data.code;
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      expect(await seriousViolations(target, WCAG_21_AA), 'serious accessibility violations').toEqual([]);
    });
  },
  visitRecords: async ({ page }, use) => {
    const records: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(VISIT_RECORD_PATH)) {
        const type = formField(request, 'type');
        if (type) records.push(type);
      }
    });
    await use(records);
  },
});

/** No horizontal scrolling at the current viewport width (375 px phones must not need it). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(1);
}

/**
 * The session token this tab stored, once it has one. After an SSO return the address is cleaned before the one-time
 * hand-off is exchanged (libs/session adopt-token.ts), so the URL can be right while the token is still on its way:
 * wait for it rather than read it once.
 */
export async function storedToken(page: Page): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(async () => {
      token = await page.evaluate(() => localStorage.getItem('token'));
      return token;
    }, { message: 'the session token in localStorage' })
    .toBeTruthy();
  return String(token);
}

export { expect };
