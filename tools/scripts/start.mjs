#!/usr/bin/env node
// `npm start`: the stand-in provider hosts (seeded SQLite under .data/) and both apps' dev servers.
import { spawn } from 'node:child_process';
import { waitForUrl } from './wait-for-url.mjs';

// npm start is for trying the portal: the SSO login page lists the demo accounts (never under start:prod).
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', PROVIDER_DEMO_ACCOUNTS: process.env.PROVIDER_DEMO_ACCOUNTS ?? '1' };
const host = process.env.APP_HOST ?? '127.0.0.1';
const portalPort = process.env.PORTAL_PORT ?? '4200';
const consolePort = process.env.CONSOLE_PORT ?? '4300';
const apiPort = process.env.PORTAL_API_PORT ?? '3100';
const ssoPort = process.env.SSO_PORT ?? '3200';

const services = [
  { name: 'hosts  ', command: ['npx', 'tsx', '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/main.ts'], ready: `http://${process.env.PROVIDER_HOST ?? '127.0.0.1'}:${ssoPort}/login?backUrl=${encodeURIComponent(`http://${host}:${portalPort}/home`)}` },
  { name: 'portal ', command: ['npx', 'vite', '--config', 'apps/enterprise-portal/vite.config.ts'], ready: `http://${host}:${portalPort}/` },
  { name: 'console', command: ['npx', 'vite', '--config', 'apps/org-console/vite.config.ts'], ready: `http://${host}:${consolePort}/` },
];

const children = services.map((service) => {
  const child = spawn(service.command[0], service.command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${service.name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.error(`[${service.name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));


try {
  await Promise.all(services.map((service) => waitForUrl(service.ready)));
  console.log(`
  中小企业服务门户       http://${host}:${portalPort}/
  服务机构工作台         http://${host}:${consolePort}/
  门户 API（替身）       http://${process.env.PROVIDER_HOST ?? '127.0.0.1'}:${apiPort}/
  统一身份认证与协同文档 http://${process.env.PROVIDER_HOST ?? '127.0.0.1'}:${ssoPort}/login
  演示账号：13800138000 / Demo@2026（企业），13900139000 / Demo@2026（已认证服务机构）
  Ctrl+C 停止全部服务。
`);
} catch (error) {
  console.error(String(error));
  shutdown(1);
}
