import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { HOSTS, e2ePortOffset, e2eWorkers, hostSet, type HostSet } from './hosts';

export type E2eConfigOptions = {
  /** Which app the suite drives. */
  app: 'enterprise-portal' | 'org-console';
  testDir: string;
  /**
   * `preview` (default): the production build served by `vite preview`. `production`: both builds served by nginx
   * through `npm run start:prod` (tools/scripts/start-prod.ts) with its real headers, where any
   * Content-Security-Policy violation fails the test (fixtures.ts `failOnCspViolation`).
   */
  serve?: 'preview' | 'production';
  /** Only the tests whose titles match (the production subset). */
  grep?: RegExp;
  /**
   * Also serve the other app's production build on its fixed port, so a journey can cross both apps in one
   * browser (journeys 4 and 5 of PRODUCT.md go portal → console → portal). Only `preview`; nginx serves both anyway.
   */
  serveOtherApp?: boolean;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One Playwright setup for both apps: Debian's Chromium (never a downloaded browser), the stand-in
 * hosts on a fresh in-memory database, and the app's production build served by `vite preview`.
 * The journeys run in E2E_WORKERS workers (2 by default), each against a server set of its own (hosts.ts): the
 * runner starts every set before the first test, and a worker reads its set from TEST_PARALLEL_INDEX. The
 * production subset runs in one worker against one nginx.
 */
export function e2eConfig({ app, testDir, serve = 'preview', grep, serveOtherApp = false }: E2eConfigOptions): PlaywrightTestConfig {
  const production = serve === 'production';
  const workers = production ? 1 : e2eWorkers();
  const offset = e2ePortOffset();
  const sets = Array.from({ length: workers }, (_, index) => hostSet(index));
  // In a worker this is its own set (TEST_PARALLEL_INDEX), in the runner set 0.
  const own = HOSTS;
  const appUrl = appOrigin(app, own);
  const reuse = !process.env.CI;
  return defineConfig<{ failOnCspViolation: boolean }>({
    testDir,
    ...(grep ? { grep } : {}),
    // Runs on other port offsets get their own folder: two runs in one folder delete each other's artifacts
    // (.playwright-artifacts-<worker>) and fail at context close with ENOENT.
    outputDir: `../../dist/e2e/${app}${production ? '-prod' : ''}/test-results${offset ? `-offset-${offset}` : ''}`,
    fullyParallel: false,
    workers,
    retries: process.env.CI ? 1 : 0,
    // Each worker has about half the CPU of a lone one (two cores, a browser, a stand-in and a preview server per
    // set), so a journey's time budget and an assertion's wait grow with the workers. A screen's first content waits
    // for the whole app to start in the page: CI's run at two workers once took over 10 s for 区域政策对比's first
    // content twice running while the other worker's journey was busy. Speed is measured under tools/bench, not here.
    timeout: 45_000 * workers,
    expect: { timeout: 10_000 * workers },
    forbidOnly: Boolean(process.env.CI),
    reporter: [['list']],
    use: {
      baseURL: appUrl,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      failOnCspViolation: production,
    },
    projects: [
      {
        name: 'chromium',
        use: {
          ...devices['Desktop Chrome'],
          channel: undefined,
          launchOptions: {
            executablePath: CHROMIUM,
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-quic',
              '--no-first-run',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
            ],
          },
        },
      },
    ],
    webServer: production
      ? productionServer(app, own, reuse)
      : sets.flatMap((set) => previewServers(set, serveOtherApp ? [app, otherApp(app)] : [app], reuse)),
  });
}

type App = E2eConfigOptions['app'];

function otherApp(app: App): App {
  return app === 'enterprise-portal' ? 'org-console' : 'enterprise-portal';
}

function appOrigin(app: App, set: HostSet): string {
  return app === 'enterprise-portal' ? set.portal : set.console;
}

function port(url: string): string {
  return new URL(url).port;
}

/**
 * What makes a set self-consistent: the stand-in listens on the set's ports and allows (CORS, `backUrl`) the
 * set's two app origins; the apps' runtime config (/runtime-config.js, tools/vite/runtime-config-plugin.ts, read
 * from the `VITE_*` variables) points them at the set's hosts and origins.
 */
function setEnv(set: HostSet): Record<string, string> {
  return {
    PORTAL_API_PORT: port(set.portalApi),
    SSO_PORT: port(set.sso),
    PORTAL_PORT: port(set.portal),
    CONSOLE_PORT: port(set.console),
    APP_ORIGINS: `${set.portal},${set.console}`,
    PORTAL_ORIGIN: set.portal,
    VITE_PORTAL_API_BASE: set.portalApi,
    VITE_SSO_API_BASE: set.sso,
    VITE_SSO_PAGES_BASE: set.sso,
    VITE_PORTAL_ORIGIN: set.portal,
    VITE_CONSOLE_ORIGIN: set.console,
  };
}

type WebServer = Exclude<PlaywrightTestConfig['webServer'], undefined | unknown[]>;

function previewServers(set: HostSet, apps: App[], reuse: boolean): WebServer[] {
  const env = setEnv(set);
  return [
    {
      command: 'npx tsx --tsconfig apps/server/tsconfig.json apps/server/src/main.ts',
      cwd: '../..',
      url: `${set.sso}/login?backUrl=${encodeURIComponent(`${set.portal}/home`)}`,
      // The SMS test hook lets the journeys read the code the stand-in "sent" (docs/decisions, SMS codes).
      env: { ...env, EMBEDDED_DB_DIR: 'temporary', PROVIDER_TEST_HOOKS: '1' },
      reuseExistingServer: reuse,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The production build (nx `build`), the one nginx serves: the journeys see what users get, and run about
    // twice as fast as on React's development build. React's development warnings are the screen tests' to
    // catch (failOnReactWarnings in each project's Vitest setup, ADR 49).
    ...apps.map((app) => ({
      command: `npx vite preview --config apps/${app}/vite.config.ts --outDir ../../dist/apps/${app}`,
      cwd: '../..',
      url: appOrigin(app, set),
      env,
      reuseExistingServer: reuse,
      timeout: 120_000,
    })),
  ];
}

/** `npm run start:prod`: nginx starts only once the stand-in hosts answer, so one URL covers both. */
function productionServer(app: App, set: HostSet, reuse: boolean): WebServer {
  return {
    command: 'npx tsx --tsconfig tools/scripts/tsconfig.json tools/scripts/start-prod.ts',
    cwd: '../..',
    url: `${appOrigin(app, set)}/runtime-config.js`,
    env: { ...setEnv(set), EMBEDDED_DB_DIR: 'temporary' },
    reuseExistingServer: reuse,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // TERM lets start-prod stop nginx and the hosts and remove its temporary config.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  };
}
