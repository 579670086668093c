import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_BINARY, WORKSPACE_ROOT, nginxArgs, writeNginxConfig, type NginxOptions } from './render-config';

export type Answer = { status: number; headers: Record<string, string | undefined>; body: string; raw: Buffer };

/** GET over HTTP or HTTPS (a self-signed certificate accepted), without following redirects or decoding. */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(target, { headers, rejectUnauthorized: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const flat: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(response.headers)) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: response.statusCode ?? 0, headers: flat, body: raw.toString('utf8'), raw });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A throwaway self-signed certificate for 127.0.0.1 (local TLS only). */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, 'local.crt');
  const key = join(dir, 'local.key');
  const result = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
    { stdio: 'pipe' },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr.toString()}`);
  return { certificate, key };
}

export type RunningNginx = { runDir: string; stop: () => Promise<void>; stderr: () => string };

/** Renders the config into a fresh directory and runs nginx on it until `stop`. */
export async function startNginx(options: Omit<NginxOptions, 'runDir'> & { runDir?: string }, readyUrl: string): Promise<RunningNginx> {
  if (!existsSync(NGINX_BINARY)) throw new Error(`nginx is missing at ${NGINX_BINARY} (apt-get install -y nginx)`);
  for (const served of options.apps) {
    const index = join(served.root ?? join(WORKSPACE_ROOT, 'dist/apps', served.app), 'index.html');
    if (!existsSync(index)) throw new Error(`${index} is missing: build the apps first (npm run build)`);
  }
  const runDir = options.runDir ?? mkdtempSync(join(tmpdir(), 'smes-nginx-test-'));
  const confPath = writeNginxConfig({ ...options, runDir });
  let stderr = '';
  const child: ChildProcess = spawn(NGINX_BINARY, nginxArgs(runDir, confPath), { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}\n${readFileSync(confPath, 'utf8')}`);
    try {
      await get(readyUrl);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    runDir,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
