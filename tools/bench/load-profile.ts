/**
 * What a page runs while it loads: the portal's production build behind nginx (as lighthouse.ts serves it), opened in
 * Chromium at Lighthouse's phone size with the CPU slowed 4×, a CPU profile from the navigation until the page is quiet,
 * and the long tasks the page saw (PerformanceObserver 'longtask'). Prints the long tasks and the functions that took
 * the time (self and inclusive, from the profile) and writes the profile for DevTools:
 *
 *   BENCH_PORT_OFFSET=80 npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/load-profile.ts /findpolicy/DeclarationProject out.cpuprofile
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { readConfig } from '@smes/config';
import { startNginx } from '@smes/nginx';
import { waitFor } from './wait-for.ts';

const root = resolve(import.meta.dirname, '../..');
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const HOST = '127.0.0.1';
const ports = { api: 3100 + offset, sso: 3200 + offset, portal: 4200 + offset, floor: 4300 + offset };
const PORTAL = `http://${HOST}:${ports.portal}`;
const API = `http://${HOST}:${ports.api}`;
const SSO = `http://${HOST}:${ports.sso}`;
const path = process.argv[2] ?? '/findpolicy/DeclarationProject';
const out = process.argv[3];
const RUNS = Number(process.env.PROFILE_RUNS ?? 1);

const hosts = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json', EMBEDDED_DB_DIR: 'temporary', PORTAL_API_PORT: String(ports.api), SSO_PORT: String(ports.sso), APP_ORIGINS: PORTAL, PORTAL_ORIGIN: PORTAL },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => hosts.exitCode === null && hosts.kill('SIGTERM'));
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const config = readConfig({ VITE_PORTAL_API_BASE: API, VITE_SSO_API_BASE: SSO, VITE_SSO_PAGES_BASE: SSO, VITE_PORTAL_ORIGIN: PORTAL, VITE_CONSOLE_ORIGIN: `http://${HOST}:${ports.floor}` });
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  await waitFor(`${API}/api/policy/list?pageNum=1&pageSize=1`);
  nginx = await startNginx({ config, apps: [{ app: 'enterprise-portal', host: HOST, port: ports.portal }] }, `${PORTAL}/index.html`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    await context.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const load = loadavg()[0]!.toFixed(1);
    await page.goto(`${PORTAL}${path}`);
    await page.waitForTimeout(6000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
    if (out) writeFileSync(RUNS > 1 ? out.replace(/\.cpuprofile$/, `.${run}.cpuprofile`) : out, JSON.stringify(profile));
    // Sample times on the page's clock: the profile's clock is microseconds of the same monotonic clock.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    let t = profile.startTime;
    const samples: { time: number; id: number; dt: number }[] = [];
    for (let i = 0; i < profile.samples.length; i += 1) {
      t += profile.timeDeltas[i]!;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      samples.push({ time: t / 1000, id: profile.samples[i]!, dt });
    }
    const label = (node: Node) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
    console.log(`\n${path} run ${run + 1}, load ${load}: FCP ${Math.round(fcp)} ms, ${tasks.length} long tasks, ${Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0))} ms over 50 ms in all`);
    for (const task of tasks) {
      console.log(`  task at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms`);
    }
    // Self time per function and per top frame over the whole load.
    const self = new Map<string, number>();
    for (const sample of samples) {
      const node = byId.get(sample.id)!;
      const name = label(node);
      self.set(name, (self.get(name) ?? 0) + sample.dt);
    }
    const top = [...self.entries()].filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 40);
    console.log('  self time (ms), whole load:');
    for (const [name, ms] of top) console.log(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
    // Inclusive time of chosen frames: what each top-level module or React entry point costs.
    const inclusive = new Map<string, number>();
    for (const sample of samples) {
      const seen = new Set<string>();
      for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
        const name = label(byId.get(id)!);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + sample.dt);
      }
    }
    const topInclusive = [...inclusive.entries()].filter(([name]) => !name.startsWith('(root)') && !name.startsWith('(idle)') && !name.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 60);
    console.log('  inclusive time (ms):');
    for (const [name, ms] of topInclusive) console.log(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
    await context.close();
  }
  await browser.close();
} finally {
  await nginx?.stop();
  if (hosts.exitCode === null) hosts.kill('SIGTERM');
}
