import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { systemClock } from './clock';
import type { Clock } from './clock';
import { toOrigin } from './config';
import { openSeededDatabase } from './seeded-database';
import type { Db } from './db/database';
import type { DatabaseConfig } from './db/open-database';
import { createPortalHost } from './portal/create-portal-host';
import { createSsoHost } from './sso/create-sso-host';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OPERATOR_ACCOUNTS } from './seed/accounts';

/** The accounts start-up seeded, listed on the login page for people trying the stand-in. */
const DEMO_HINT = { password: DEMO_PASSWORD, accounts: [...DEMO_ACCOUNTS, ...OPERATOR_ACCOUNTS] };

export type CreateHostsOptions = {
  /** Where the data lives (opened, migrated and seeded at start), unless `db` hands in an open one (tests). */
  database?: DatabaseConfig;
  /** An open, seeded database (a test's own copy); closing the hosts closes it. */
  db?: Db;
  /** CORS allowlist and the only origins a backUrl / redirect may point to. */
  appOrigins: readonly string[];
  /** Fallback of the "返回门户" links; defaults to the first app origin. */
  portalOrigin?: string;
  now?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** A log line per request arrived and answered (LOG_REQUESTS); off unless asked for (ADR 118). */
  requestLogging?: boolean;
  /** The e2e-only test routes (see SsoHostOptions.testHooks); off unless asked for. */
  testHooks?: boolean;
  /**
   * Demo mode: the login page lists the seeded accounts and their password. `npm start` turns it on for people
   * trying the stand-in; off by default, so production serving (`npm run start:prod`) shows none.
   */
  demoAccounts?: boolean;
  /** The balancers whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy?: readonly string[];
  /** How long a kept answer may be given (PortalHostOptions.answerMaxAgeMs; ANSWER_MAX_AGE_MS): tests that must not see it expire set it longer. */
  answerMaxAgeMs?: number;
};

export type ProviderHosts = {
  portal: FastifyInstance;
  sso: FastifyInstance;
  db: Db;
  close(): Promise<void>;
};

/** Both hosts over one database (a portal login token is also what the SSO pages hand out), not yet listening. */
export async function createHosts(options: CreateHostsOptions): Promise<ProviderHosts> {
  const appOrigins = options.appOrigins.map(toOrigin);
  const portalOrigin = options.portalOrigin ? toOrigin(options.portalOrigin) : appOrigins[0];
  if (!portalOrigin) throw new Error('createHosts needs at least one app origin');
  const now = options.now ?? systemClock;
  const logger = options.logger ?? false;
  const db = options.db ?? (await openSeededDatabase(options.database ?? { embeddedDir: null }, now));
  let portal: FastifyInstance | undefined;
  let sso: FastifyInstance | undefined;
  try {
    const requestLogging = options.requestLogging ?? false;
    portal = await createPortalHost({ db, now, appOrigins, logger, requestLogging, portalOrigin, testHooks: options.testHooks ?? false, trustProxy: options.trustProxy, answerMaxAgeMs: options.answerMaxAgeMs });
    sso = await createSsoHost({
      db,
      now,
      appOrigins,
      portalOrigin,
      demo: options.demoAccounts ? DEMO_HINT : null,
      logger,
      requestLogging,
      testHooks: options.testHooks ?? false,
      trustProxy: options.trustProxy,
    });
    await Promise.all([portal.ready(), sso.ready()]);
  } catch (error) {
    await Promise.allSettled([portal?.close(), sso?.close()]);
    await db.close();
    throw error;
  }
  let closed = false;
  return {
    portal,
    sso,
    db,
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.allSettled([portal.close(), sso.close()]);
      await db.close();
    },
  };
}
