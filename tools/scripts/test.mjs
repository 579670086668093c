#!/usr/bin/env node
// `npm test`: contracts lint + generated-type freshness, ESLint with module boundaries, typecheck, unit
// and integration tests (the nginx header test among them), production builds, the Playwright journeys in
// Debian's Chromium (all of them on `vite preview`, in two workers with a stand-in and app servers each, ADR 43;
// and the production subset on `npm run start:prod`: nginx, failing on any CSP violation), and the bundle budget on those
// same builds (ADR 66: what a visit of each screen fetches, against the floor app built beside it; every later chunk
// ≤ 60 KiB; the chart runtime only on the compare screens).
// The order concurrency check (tools/bench/order-concurrency.ts: 100 orders and simultaneous
// transitions against the stand-in over HTTP, bounded in time) runs after the unit tests: it judges
// correctness, not speed, so a busy machine slows it without making it flaky.
// Lighthouse and the stand-in under load stay scripts run by hand (`npm run bench:lighthouse`, `bench:load`):
// on a shared 2-core machine their figures are neither fast nor stable enough to gate on.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The server's suite runs once, on Debian's PostgreSQL 15, the engine a deployment runs on; every journey below runs
// the server on the embedded one of `npm start` (ADR 100, which ends ADR 62's second run of the suite).
const postgresBinDir = process.env.TEST_POSTGRES_BIN_DIR || '/usr/lib/postgresql/15/bin';
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', TEST_POSTGRES_BIN_DIR: postgresBinDir };
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}. Install Debian's package: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync(`${postgresBinDir}/postgres`)) {
  console.error(`PostgreSQL 15 is missing. Install Debian's package: apt-get update && apt-get install -y postgresql-15`);
  process.exit(1);
}
if (!existsSync(process.env.NGINX_BINARY ?? '/usr/sbin/nginx')) {
  console.error(`nginx is missing. Install Debian's package: apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static`);
  process.exit(1);
}

const steps = [
  ['lint, typecheck, unit tests, builds', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--outputStyle=static']],
  ['order concurrency', ['nx', 'run', 'server:bench-orders', '--outputStyle=static']],
  // Reuses the builds of the step above (tools/bench/bundle-budget.ts reads their Vite manifests; it builds the floor app).
  ['bundle budget', ['tsx', 'tools/bench/bundle-budget.ts', '--no-build']],
  ['end-to-end journeys', ['nx', 'run-many', '-t', 'e2e', 'e2e-prod', '--parallel=1', '--outputStyle=static']],
];

const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;
const started = Date.now();
for (const [label, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const stepStarted = Date.now();
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  console.log(`=== ${label}: ${minutes(stepStarted)} ===`);
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed in ${minutes(started)}.`);
