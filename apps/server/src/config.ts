import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from './db/open-database';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type HostsConfig = {
  host: string;
  portalPort: number;
  ssoPort: number;
  /** DATABASE_URL (a PostgreSQL server several instances share), else the embedded PostgreSQL in EMBEDDED_DB_DIR. */
  database: DatabaseConfig;
  appOrigins: string[];
  portalOrigin: string;
  /** PROVIDER_TEST_HOOKS=1: the e2e-only test routes (the last SMS code per phone, the reminder sweep as of a moment). Only the e2e preview servers set it. */
  testHooks: boolean;
  /** PROVIDER_DEMO_ACCOUNTS=1 (npm start): the SSO login page lists the demo accounts and their password. */
  demoAccounts: boolean;
  /** TRUST_PROXY: the balancers (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For names the client. */
  trustProxy: string[];
  /**
   * INDEX_BEFORE_LISTEN: a backlog of at most this many queued items (全站搜索 and the assistant together) is indexed
   * before the hosts listen, so a freshly seeded demo or test database answers its first search whole (5,000 by
   * default: the demo's ~3,000 take seconds); a larger one (a bulk import, a migration) is the background's (ADR 113).
   */
  indexBeforeListen: number;
  /**
   * LOG_REQUESTS=1: a log line when each request arrives and when it is answered (Fastify's request logging). Off by
   * default (ADR 118): at info level the two synchronous writes per request cost more than a kept answer's own work,
   * and the balancer's access log already has every request.
   */
  requestLogging: boolean;
  /**
   * ANSWER_MAX_AGE_MS: how long an answer kept in memory (a search's, a public list's: ADRs 99, 140) may be given
   * again, 0 to 1,000 ms (unset: the answer cache's 1,000). 0 keeps none: every one is computed, as a word not asked
   * within the last second is (ADR 139; the benchmarks' rows of a different word each request run so). Never more
   * than a second: a write must be searchable everywhere within one.
   */
  answerMaxAgeMs: number | undefined;
};

export const DEFAULT_INDEX_BEFORE_LISTEN = 5_000;

export const DEFAULT_APP_ORIGINS = ['http://127.0.0.1:4200', 'http://127.0.0.1:4300'];

function readPort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function readCount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  return count;
}

function readAnswerMaxAge(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 1_000) throw new Error(`ANSWER_MAX_AGE_MS must be a whole number of ms from 0 to 1000, got "${raw}"`);
  return ms;
}

/** Reduces an origin-ish string to its exact origin; anything but http(s) is a configuration error. */
export function toOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`"${raw}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`"${raw}" must use http or https`);
  }
  return url.origin;
}

/** `temporary`: a throwaway embedded server, removed when the process stops (the journeys' servers). */
export const TEMPORARY_DB = 'temporary';

function readDatabase(env: Record<string, string | undefined>): DatabaseConfig {
  const url = env['DATABASE_URL']?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// connection string');
    return { url };
  }
  const dir = env['EMBEDDED_DB_DIR']?.trim();
  if (dir === TEMPORARY_DB) return { embeddedDir: null };
  return { embeddedDir: dir ? resolve(dir) : resolve(workspaceRoot, '.data/postgres') };
}

/** How the start-up banner names the database, without a password a URL may carry. */
export function describeDatabase(database: DatabaseConfig): string {
  if ('url' in database) {
    const url = new URL(database.url);
    url.password = url.password ? '***' : '';
    return url.toString();
  }
  return database.embeddedDir === null ? 'embedded PostgreSQL (temporary)' : `embedded PostgreSQL in ${database.embeddedDir}`;
}

export function readHostsConfig(env: Record<string, string | undefined> = process.env): HostsConfig {
  const originList = env['APP_ORIGINS']?.trim()
    ? env['APP_ORIGINS'].split(',').filter((item) => item.trim() !== '')
    : DEFAULT_APP_ORIGINS;
  const appOrigins = [...new Set(originList.map(toOrigin))];
  const [firstOrigin] = appOrigins;
  if (firstOrigin === undefined) throw new Error('APP_ORIGINS must name at least one origin');
  return {
    host: env['PROVIDER_HOST']?.trim() || '127.0.0.1',
    portalPort: readPort('PORTAL_API_PORT', env['PORTAL_API_PORT'], 3100),
    ssoPort: readPort('SSO_PORT', env['SSO_PORT'], 3200),
    database: readDatabase(env),
    appOrigins,
    portalOrigin: env['PORTAL_ORIGIN']?.trim() ? toOrigin(env['PORTAL_ORIGIN']) : firstOrigin,
    testHooks: env['PROVIDER_TEST_HOOKS']?.trim() === '1',
    demoAccounts: env['PROVIDER_DEMO_ACCOUNTS']?.trim() === '1',
    trustProxy: (env['TRUST_PROXY'] ?? '').split(',').map((item) => item.trim()).filter((item) => item !== ''),
    indexBeforeListen: readCount('INDEX_BEFORE_LISTEN', env['INDEX_BEFORE_LISTEN'], DEFAULT_INDEX_BEFORE_LISTEN),
    requestLogging: env['LOG_REQUESTS']?.trim() === '1',
    answerMaxAgeMs: readAnswerMaxAge(env['ANSWER_MAX_AGE_MS']),
  };
}
