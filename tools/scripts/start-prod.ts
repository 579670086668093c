/**
 * `npm run start:prod`: the production builds (dist/apps/*, built by `npm run build` when missing)
 * served by Debian's nginx on the same ports as `npm start` (portal 4200, console 4300), with the
 * stand-in provider hosts behind them (3100, 3200). nginx runs in the foreground as a child of this
 * script on a configuration rendered from tools/nginx into a private temporary directory; nothing
 * system-wide is read or written. The hosts come from the same variables as in development
 * (VITE_PORTAL_API_BASE, …), validated here, and reach the apps as /runtime-config.js.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@smes/config';
import { NGINX_BINARY, SERVER_ENTRY, WORKSPACE_ROOT, nginxArgs, planWorkers, serverNodeArgs, writeNginxConfig, type AppName } from '@smes/nginx';
import { waitForUrl } from './wait-for-url.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const host = process.env.APP_HOST ?? '127.0.0.1';
const portalPort = Number(process.env.PORTAL_PORT ?? 4200);
const consolePort = Number(process.env.CONSOLE_PORT ?? 4300);
const providerHost = process.env.PROVIDER_HOST ?? '127.0.0.1';
const ssoPort = process.env.SSO_PORT ?? '3200';
const apiPort = process.env.PORTAL_API_PORT ?? '3100';
const apps: AppName[] = ['enterprise-portal', 'org-console'];

if (!existsSync(NGINX_BINARY)) {
  console.error(`nginx is missing at ${NGINX_BINARY}. Install Debian's package: apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static`);
  process.exit(1);
}

// A malformed host fails here, before anything starts, with the variable's name.
const config = readConfig(process.env);

const missing = apps.filter((app) => !existsSync(join(WORKSPACE_ROOT, 'dist/apps', app, 'index.html')));
if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} (npm run build) …`);
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...missing, '--outputStyle=static'], { cwd: WORKSPACE_ROOT, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Started by root, nginx's workers are another user: the checkout's owner when it has one, else nobody, who must be
// let through every directory to the built apps (a checkout in a mode-700 home answered 403 for every page).
const workers = planWorkers({
  starter: process.getuid?.() ?? -1,
  workspace: WORKSPACE_ROOT,
  served: apps.map((app) => join(WORKSPACE_ROOT, 'dist/apps', app, 'index.html')),
});
if (workers.kind === 'blocked') {
  console.error(workers.message);
  process.exit(1);
}
if (workers.kind === 'as-owner') console.log(`nginx 的工作进程以检出目录的所有者 ${workers.user} 运行（由 root 启动）。`);

const runDir = mkdtempSync(join(tmpdir(), 'smes-nginx-'));
const confPath = writeNginxConfig({
  runDir,
  config,
  ...(workers.kind === 'as-owner' ? { workerUser: workers.user } : {}),
  apps: [
    { app: 'enterprise-portal', host, port: portalPort },
    { app: 'org-console', host, port: consolePort },
  ],
});

// Both run as direct children (node itself, not an npx wrapper), so a signal to this script or to its
// process group reaches the real servers and nothing is left listening on the fixed ports.
const services: { name: string; command: string[]; ready: string; env?: Record<string, string> }[] = [
  {
    name: 'hosts',
    command: [process.execPath, ...serverNodeArgs(), SERVER_ENTRY],
    env: { TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json' },
    ready: `http://${providerHost}:${ssoPort}/login?backUrl=${encodeURIComponent(`${config.portalOrigin}/home`)}`,
  },
  { name: 'nginx', command: [NGINX_BINARY, ...nginxArgs(runDir, confPath)], ready: `http://${host}:${consolePort}/index.html` },
];

let stopping = false;
const children: ChildProcess[] = [];
function launch(service: (typeof services)[number]): void {
  const child = spawn(service.command[0]!, service.command.slice(1), { cwd: WORKSPACE_ROOT, env: { ...env, ...service.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const print = (chunk: Buffer, write: (line: string) => void) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) write(`[${service.name}] ${line}`);
  };
  child.stdout?.on('data', (chunk: Buffer) => print(chunk, console.log));
  child.stderr?.on('data', (chunk: Buffer) => print(chunk, console.error));
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${service.name}] exited with ${code ?? signal}`);
    shutdown(code ?? 1);
  });
  children.push(child);
}

function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  // nginx finishes in-flight responses on QUIT; the hosts close on TERM.
  children.forEach((child, index) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(services[index]!.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  });
  setTimeout(() => {
    rmSync(runDir, { recursive: true, force: true });
    process.exit(code);
  }, 700).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));


try {
  // nginx only once the hosts answer, so whoever waits for the apps (the e2e webServer) finds both up.
  for (const service of services) {
    launch(service);
    await waitForUrl(service.ready);
  }
  console.log(`
  生产构建（nginx）
  中小企业服务门户       http://${host}:${portalPort}/
  服务机构工作台         http://${host}:${consolePort}/
  门户 API（替身）       http://${providerHost}:${apiPort}/
  统一身份认证与协同文档 http://${providerHost}:${ssoPort}/login
  nginx 配置             ${confPath}
  Ctrl+C 停止全部服务。
`);
} catch (error) {
  console.error(String(error));
  shutdown(1);
}
