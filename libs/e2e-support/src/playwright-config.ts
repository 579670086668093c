import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { HOSTS } from './hosts';

export type E2eConfigOptions = {
  /** Which app the suite drives. */
  app: 'enterprise-portal' | 'org-console';
  testDir: string;
  /**
   * `preview` (default): the development build served by `vite preview`. `production`: both builds served by nginx
   * through `npm run start:prod` (tools/scripts/start-prod.ts) with its real headers, where any
   * Content-Security-Policy violation fails the test (fixtures.ts `failOnCspViolation`).
   */
  serve?: 'preview' | 'production';
  /** Only the tests whose titles match (the production subset). */
  grep?: RegExp;
  /**
   * Also serve the other app's development build on its fixed port, so a journey can cross both apps in one
   * browser (issue 9: journeys 4 and 5 go portal → console → portal). Only `preview`; nginx serves both anyway.
   */
  serveOtherApp?: boolean;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One Playwright setup for both apps: Debian's Chromium (never a downloaded browser), the stand-in
 * hosts on a fresh in-memory database, and the app's development build served by `vite preview`.
 */
export function e2eConfig({ app, testDir, serve = 'preview', grep, serveOtherApp = false }: E2eConfigOptions): PlaywrightTestConfig {
  const appUrl = app === 'enterprise-portal' ? HOSTS.portal : HOSTS.console;
  const reuse = !process.env.CI;
  const production = serve === 'production';
  return defineConfig<{ failOnCspViolation: boolean }>({
    testDir,
    ...(grep ? { grep } : {}),
    outputDir: `../../dist/e2e/${app}${production ? '-prod' : ''}/test-results`,
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    timeout: 45_000,
    expect: { timeout: 10_000 },
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
    webServer: production ? productionServer(appUrl, reuse) : previewServers(serveOtherApp ? [app, otherApp(app)] : [app], reuse),
  });
}

type App = E2eConfigOptions['app'];

function otherApp(app: App): App {
  return app === 'enterprise-portal' ? 'org-console' : 'enterprise-portal';
}

function previewServers(apps: App[], reuse: boolean): PlaywrightTestConfig['webServer'] {
  return [
    {
      command: 'npx tsx --tsconfig tools/provider-hosts/tsconfig.json tools/provider-hosts/src/main.ts',
      cwd: '../..',
      url: `${HOSTS.sso}/login?backUrl=${encodeURIComponent(`${HOSTS.portal}/home`)}`,
      // The SMS test hook lets the journeys read the code the stand-in "sent" (docs/decisions, SMS codes).
      env: { PROVIDER_DB_FILE: ':memory:', PROVIDER_TEST_HOOKS: '1' },
      reuseExistingServer: reuse,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The development build (nx `build-dev`): React's warnings (duplicate keys, DOM nesting, …) only
    // exist there, and the console guard of every journey fails on them (fixtures.ts). The production
    // build is what the nginx subset drives.
    ...apps.map((app) => ({
      command: `npx vite preview --config apps/${app}/vite.config.ts --outDir ../../dist/apps/${app}-dev`,
      cwd: '../..',
      url: app === 'enterprise-portal' ? HOSTS.portal : HOSTS.console,
      reuseExistingServer: reuse,
      timeout: 120_000,
    })),
  ];
}

/** `npm run start:prod`: nginx starts only once the stand-in hosts answer, so one URL covers both. */
function productionServer(appUrl: string, reuse: boolean): PlaywrightTestConfig['webServer'] {
  return {
    command: 'npx tsx --tsconfig tools/nginx/tsconfig.json tools/scripts/start-prod.ts',
    cwd: '../..',
    url: `${appUrl}/runtime-config.js`,
    env: { PROVIDER_DB_FILE: ':memory:' },
    reuseExistingServer: reuse,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // TERM lets start-prod stop nginx and the hosts and remove its temporary config.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  };
}
