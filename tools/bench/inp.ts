/**
 * Interaction to next paint of the interactions people repeat, measured in Chromium (Debian's, through Playwright) at
 * 375 × 812 px with the CPU slowed 4× (DevTools' throttling, as Lighthouse's mobile preset assumes): typing in the
 * global search on /home, the what-if re-scoring of a match report (typing a figure), opening and closing a list's
 * filter drawer, and the floor app's one button beside them. Every interaction's duration is the longest of its
 * events (Event Timing, as INP takes it); a scenario's INP is its longest interaction, since each makes only a few.
 * Used by tools/bench/lighthouse.ts, which serves the apps.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@smes/server/testing';

export type InteractionResult = { name: string; inpMs: number; durations: number[] };

/** A seeded enterprise of the server (seed/accounts.ts), the one the what-if journey (match.spec.ts) signs in as. */
const ACCOUNT = { username: '13800138001', password: DEMO_PASSWORD };
const CPU_SLOWDOWN = 4;
/**
 * INP_PROFILE=file.cpuprofile: a CPU profile (DevTools' format) of the what-if from the tap that reaches it to the last
 * key (and the filter drawer's, beside it as *.drawer.cpuprofile), to see where an interaction goes; with it (or INP_DETAILS=1) the what-if and the filter drawer log each event's phases.
 */
const PROFILE = process.env.INP_PROFILE;
const DETAILS = Boolean(PROFILE) || process.env.INP_DETAILS === '1';

/** Where the page keeps what it observed: interaction id → its longest event, in ms. */
type Observed = { __interactionDurations?: Map<number, number> };

/** Runs in every document before its scripts: records each interaction's longest event. */
function observeInteractions() {
  const durations = new Map<number, number>();
  (window as unknown as Observed).__interactionDurations = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
      // With INP_PROFILE, each event's phases go to the console: the wait before it ran, its handlers, the wait for the paint.
      if ((window as unknown as { __inpDetails?: boolean }).__inpDetails)
        console.log(`[inp] ${entry.name} ${Math.round(entry.duration)} ms: input delay ${Math.round(entry.processingStart - entry.startTime)}, processing ${Math.round(entry.processingEnd - entry.processingStart)}, to paint ${Math.round(entry.startTime + entry.duration - entry.processingEnd)}`);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function settle(page: Page) {
  // Event Timing reports an interaction after its next paint; a quiet second lets the last ones arrive.
  await page.waitForTimeout(1000);
}

async function collect(page: Page, name: string, count: number): Promise<InteractionResult> {
  await settle(page);
  const observed = await page.evaluate(() => [...((window as unknown as Observed).__interactionDurations ?? new Map<number, number>()).values()]);
  // Interactions under 16 ms are not reported (the API's smallest threshold): they count as 16 ms.
  const durations = [...observed, ...Array<number>(Math.max(count - observed.length, 0)).fill(16)].sort((a, b) => b - a);
  return { name, inpMs: durations[0] ?? 16, durations };
}

/** With DETAILS, the page's per-event phases are printed here. */
async function logDetails(page: Page) {
  if (!DETAILS) return;
  page.on('console', (message) => {
    if (message.text().startsWith('[inp]')) console.log(message.text());
  });
  await page.evaluate(() => ((window as unknown as { __inpDetails?: boolean }).__inpDetails = true));
}

/** With INP_PROFILE: DevTools' sampling profiler, 0.2 ms between samples, from here to `stopProfile`. */
async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

async function stopProfile(cdp: CDPSession, file: string) {
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
}

async function resetInteractions(page: Page) {
  await settle(page);
  await page.evaluate(() => (window as unknown as Observed).__interactionDurations?.clear());
}

/** Signs the seeded enterprise in through the API, as the SSO page would, with the XSRF pair unsafe calls need. */
async function signIn(api: string): Promise<{ token: string; userinfo: unknown; cookie: string; xsrf: string }> {
  const first = await fetch(`${api}/api/policy/list?pageNum=1&pageSize=1`);
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const xsrf = decodeURIComponent(cookie.split('=')[1] ?? '');
  const login = await fetch(`${api}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'X-XSRF-TOKEN': xsrf },
    body: new URLSearchParams(ACCOUNT),
  });
  const envelope = (await login.json()) as { code: number; data: { token: string; userinfo: unknown } };
  if (envelope.code !== 200) throw new Error(`login failed: ${JSON.stringify(envelope)}`);
  return { token: envelope.data.token, userinfo: envelope.data.userinfo, cookie, xsrf };
}

export async function measureInteractions({ chromium: executablePath, portal, floor, api }: { chromium: string; portal: string; floor: string; api: string }): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const results: InteractionResult[] = [];
  const cdps = new Map<Page, CDPSession>();
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    cdps.set(page, cdp);
    return page;
  };
  try {
    // The floor: its one button, three times.
    {
      const page = await newPage();
      await page.goto(`${floor}/`);
      const button = page.getByRole('button', { name: '刷新' });
      await button.waitFor();
      await resetInteractions(page);
      for (let i = 0; i < 3; i += 1) {
        await button.tap();
        await page.waitForTimeout(500);
      }
      results.push(await collect(page, 'floor app: its button', 3));
      await page.context().close();
    }

    // Typing in the global search on /home, one character at a time as a person types.
    {
      const page = await newPage();
      await page.goto(`${portal}/home`);
      await page.locator('#app-shell').waitFor({ state: 'detached' });
      const box = page.getByRole('combobox', { name: '搜索关键词' });
      await box.waitFor();
      await resetInteractions(page);
      await box.tap();
      const keyword = '高新技术企业认定';
      await page.keyboard.type(keyword, { delay: 200 });
      results.push(await collect(page, '/home: typing in the global search', keyword.length + 1));
      await page.context().close();
    }

    // The what-if of a match report: typing a new 研发费用 re-scores the report in the browser.
    {
      const { token, userinfo, cookie, xsrf } = await signIn(api);
      const created = await fetch(`${api}/api/policy-match/report`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, Cookie: cookie, 'X-XSRF-TOKEN': xsrf } });
      const report = (await created.json()) as { code: number; data?: { id: number } };
      if (report.code !== 200 || !report.data) throw new Error(`could not create a match report: ${JSON.stringify(report)}`);
      const page = await newPage();
      // Any document of the portal's origin reaches its storage; this one is served by the test itself.
      await page.route(`${portal}/__bench_blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
      await page.goto(`${portal}/__bench_blank`);
      await page.evaluate((data) => {
        localStorage.setItem('token', data.token);
        localStorage.setItem('userinfo', JSON.stringify(data.userinfo));
      }, { token, userinfo });
      await page.goto(`${portal}/findpolicy/policyMatch/report?id=${report.data.id}`);
      // The what-if loads when it is reached for (ADR 91): the tap on 开始模拟测算 is one of the interactions counted.
      const reach = page.getByRole('region', { name: '模拟测算' }).getByRole('button', { name: '开始模拟测算' });
      await reach.waitFor();
      await page.locator('#app-shell').waitFor({ state: 'detached' });
      await resetInteractions(page);
      await logDetails(page);
      // The profile starts before the reach tap: what keeps the page busy when it arrives is half of what is measured.
      const cdp = cdps.get(page);
      if (PROFILE && cdp) await startProfile(cdp);
      await reach.tap();
      const field = page.getByRole('region', { name: '模拟测算' }).getByLabel('研发费用（上年度）', { exact: true });
      await field.waitFor();
      await field.tap();
      await page.keyboard.press('Control+A');
      const figure = '1600';
      await page.keyboard.type(figure, { delay: 200 });
      if (PROFILE && cdp) {
        await settle(page);
        await stopProfile(cdp, PROFILE);
      }
      results.push(await collect(page, 'match report: the what-if re-scoring (reaching it, typing a figure)', figure.length + 3));
      await page.context().close();
    }

    // Opening (and closing) a list's filter drawer at 375 px.
    {
      const page = await newPage();
      await page.goto(`${portal}/findpolicy/DeclarationProject`);
      const open = page.getByRole('button', { name: /^筛选/ });
      await open.waitFor();
      await page.locator('#app-shell').waitFor({ state: 'detached' });
      await resetInteractions(page);
      await logDetails(page);
      const cdp = cdps.get(page);
      if (PROFILE && cdp) await startProfile(cdp);
      for (let i = 0; i < 3; i += 1) {
        await open.tap();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(500);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.waitForTimeout(300);
      }
      if (PROFILE && cdp) await stopProfile(cdp, PROFILE.replace(/(\.cpuprofile)?$/, '.drawer.cpuprofile'));
      results.push(await collect(page, 'list at 375 px: opening and closing the filter drawer', 6));
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
