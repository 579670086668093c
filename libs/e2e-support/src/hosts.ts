/** The local addresses of the stand-in hosts and the two apps one Playwright worker drives. */
export type HostSet = { portalApi: string; sso: string; portal: string; console: string };

/** Today's fixed ports (README "Ports", `npm start`): set 0 of the journeys uses them unshifted. */
export const BASE_PORTS = { portalApi: 3100, sso: 3200, portal: 4200, console: 4300 } as const;

/**
 * Each Playwright worker gets a set of its own (its own stand-in on a fresh in-memory database and its own app
 * servers), so no journey sees another's writes: set k listens on every base port + offset + k. A hundred ports
 * separate the bases, so offset + workers must stay within 100.
 */
const MAX_PORT_SHIFT = 99;

function readCount(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > MAX_PORT_SHIFT) {
    throw new Error(`${name} must be an integer between ${min} and ${MAX_PORT_SHIFT}, got "${raw}"`);
  }
  return value;
}

/**
 * How many workers (and server sets) the journeys run with: E2E_WORKERS, 2 by default (the CI machine has two
 * cores); 1 gives the single set on the fixed ports.
 */
export function e2eWorkers(env: Record<string, string | undefined> = process.env): number {
  return readCount('E2E_WORKERS', env['E2E_WORKERS'], 2, 1);
}

/**
 * E2E_PORT_OFFSET shifts every set, so a whole-suite run can share the machine with a run on the fixed ports
 * (tools/scripts/e2e-locked.sh holds those); 0 by default.
 */
export function e2ePortOffset(env: Record<string, string | undefined> = process.env): number {
  const offset = readCount('E2E_PORT_OFFSET', env['E2E_PORT_OFFSET'], 0, 0);
  const workers = e2eWorkers(env);
  if (offset + workers - 1 > MAX_PORT_SHIFT) {
    throw new Error(`E2E_PORT_OFFSET ${offset} with ${workers} workers would leave the ports' hundred`);
  }
  return offset;
}

/** The addresses of server set `index` (a worker's TEST_PARALLEL_INDEX). */
export function hostSet(index: number, env: Record<string, string | undefined> = process.env): HostSet {
  const shift = e2ePortOffset(env) + index;
  const at = (port: number) => `http://127.0.0.1:${port + shift}`;
  return { portalApi: at(BASE_PORTS.portalApi), sso: at(BASE_PORTS.sso), portal: at(BASE_PORTS.portal), console: at(BASE_PORTS.console) };
}

/**
 * The set of the worker this module runs in: Playwright sets TEST_PARALLEL_INDEX (0 … workers − 1, kept by a
 * worker that replaces a failed one) before the worker loads the config and the specs. The runner process itself
 * has none and reads set 0. Every spec and fixture reads its addresses here, so new specs need nothing.
 */
export const HOSTS: HostSet = hostSet(Number(process.env['TEST_PARALLEL_INDEX'] ?? 0));

/** Seeded accounts of the stand-in (apps/server seed). */
export const ACCOUNTS = {
  enterprise: { username: '13800138000', password: 'Demo@2026' },
  enterpriseNoWiki: { username: '13800138001', password: 'Demo@2026' },
  enterpriseNoOrg: { username: '13800138002', password: 'Demo@2026' },
  enterpriseNoNotes: { username: '13800138003', password: 'Demo@2026' },
  enterpriseNoPhone: { username: 'zhangsan', password: 'Demo@2026' },
  orgCertified: { username: '13900139000', password: 'Demo@2026' },
  orgPending: { username: '13900139001', password: 'Demo@2026' },
  orgNone: { username: '13900139002', password: 'Demo@2026' },
  /** The platform operator (drafts policies on the desk, moves applications in 申报受理). */
  admin: { username: 'admin', password: 'Demo@2026' },
  /** A second operator: approves what `admin` drafted (nobody approves a version they edited). */
  reviewer: { username: 'admin2', password: 'Demo@2026' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The SSO login page with backUrl = `<app>/home?ssoState=<this tab's one-time state>` (a URL
 * token is adopted only when it returns from a round trip the tab started).
 */
export function ssoLoginUrlPattern(appOrigin: string): RegExp {
  return new RegExp(`^${escapeRegExp(`${HOSTS.sso}/login?backUrl=${encodeURIComponent(`${appOrigin}/home?ssoState=`)}`)}[0-9a-f]{32}$`);
}
