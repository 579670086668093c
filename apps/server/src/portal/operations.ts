import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database';
import { MIGRATIONS_TABLE, migrationNames } from '../db/migrate';
import { clauseBacklog } from '../domain/assistant/clause-store';
import { searchBacklog } from '../domain/global-search/search-index';
import { ruleSetCacheOf } from '../domain/rule-set-cache';
import { failure, ok } from './envelope';

/**
 * What an orchestrator, a balancer and a monitor ask an instance, outside the portal contract (like the test hooks):
 * `/healthz` (the process answers), `/readyz` (its database answers and has every migration this code knows, so it
 * can serve; 503 otherwise) and `/metrics` (Prometheus text: request latency by contract operation, push job
 * progress, pool use, the process's own figures). No login, and nothing in them is anyone's data: counts, durations
 * and operation names, which the public contract publishes anyway.
 */

/** How long `/readyz` waits for the database before calling the instance not ready. */
export const READY_TIMEOUT_MS = 2_000;

export const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

/** A request answered after this long is logged (warn), whatever LOG_REQUESTS says. */
export const SLOW_REQUEST_MS = 1_000;

function operationOf(request: FastifyRequest): string {
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  if (operationId) return operationId;
  // Outside the contract: the route's pattern, never the raw path (which carries ids and would grow the labels).
  return request.routeOptions.url ?? 'unmatched';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why the instance cannot serve, or undefined when it can. */
export async function notReadyReason(db: Db): Promise<string | undefined> {
  try {
    const applied = await withTimeout(db.all<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE}`), READY_TIMEOUT_MS);
    const names = new Set(applied.map((row) => row.name));
    const missing = migrationNames().filter((name) => !names.has(name));
    return missing.length > 0 ? `迁移未完成：${missing.join(', ')}` : undefined;
  } catch {
    return '数据库不可用';
  }
}

type PushProgress = { jobs: number; slices: number; pending_slices: number; evaluated: number; sent: number };

let processRegistry: Registry | undefined;

/** The process's own figures (memory, CPU, event loop delay, GC): one set per process, however many hosts it runs. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Registers the three routes and the request timer on the portal host; the registry is the host's own. */
export function registerOperations(app: FastifyInstance, db: Db): Registry {
  const registry = new Registry();

  const latency = new Histogram({
    name: 'portal_request_duration_seconds',
    help: 'Time from request to answer, by contract operation (or route outside the contract), method and status.',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Timed when the answer's last byte is handed to the socket: also for the assistant's streamed answers (a hijacked
  // reply runs no onResponse hook), and whatever another onResponse hook does.
  // A request slower than SLOW_REQUEST_MS is logged here (request logging is off by default, ADR 118).
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('finish', () => {
      const operation = operationOf(request);
      const elapsed = reply.elapsedTime;
      latency.observe({ operation, method: request.method, status: String(reply.raw.statusCode) }, elapsed / 1000);
      if (elapsed >= SLOW_REQUEST_MS) request.log.warn({ operation, method: request.method, status: reply.raw.statusCode, ms: Math.round(elapsed) }, 'slow request');
    });
  });

  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of this instance’s database pool: in use, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { totalCount, idleCount, waitingCount } = db.pool;
      this.set({ state: 'in_use' }, totalCount - idleCount);
      this.set({ state: 'idle' }, idleCount);
      this.set({ state: 'waiting' }, waitingCount);
    },
  });

  new Gauge({
    name: 'portal_push_jobs_unfinished',
    help: 'Push jobs not finished yet (every instance reports the same database-wide figures), their slices and progress.',
    labelNames: ['measure'] as const,
    registers: [registry],
    async collect() {
      const progress = await withTimeout(
        db.get<PushProgress>(
          `SELECT COUNT(DISTINCT j.id) AS jobs, COUNT(s.id) AS slices, COUNT(s.id) FILTER (WHERE s.done = 0) AS pending_slices,
             COALESCE(SUM(s.evaluated), 0) AS evaluated, COALESCE(SUM(s.sent), 0) AS sent
           FROM push_jobs j LEFT JOIN push_job_slices s ON s.job_id = j.id
           WHERE j.status = 'pending'`,
        ),
        READY_TIMEOUT_MS,
      ).catch(() => undefined);
      if (!progress) return;
      this.set({ measure: 'jobs' }, progress.jobs);
      this.set({ measure: 'slices' }, progress.slices);
      this.set({ measure: 'slices_pending' }, progress.pending_slices);
      this.set({ measure: 'ledgers_evaluated' }, progress.evaluated);
      this.set({ measure: 'messages_sent' }, progress.sent);
    },
  });

  new Gauge({
    name: 'portal_index_backlog_items',
    help: 'Items waiting to be indexed, by queue (search: 全站搜索, assistant: its documents); database-wide, counted up to 100,000 (ADR 113).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const counts = await withTimeout(Promise.all([searchBacklog(db), clauseBacklog(db)]), READY_TIMEOUT_MS).catch(() => undefined);
      if (!counts) return;
      this.set({ queue: 'search' }, counts[0]);
      this.set({ queue: 'assistant' }, counts[1]);
    },
  });

  // A stored rule set that does not parse costs only its own policy (ADR 114): left out of matching, logged once per
  // revision with its id, and counted here so that a monitor sees it.
  const ruleSets = ruleSetCacheOf(db);
  ruleSets.onUnreadable = (policyId, revision, error) => {
    app.log.error({ policyId, ruleSetRevision: revision, err: error }, 'a stored rule set does not parse: its policy is left out of matching until a new revision parses');
  };
  new Gauge({
    name: 'portal_rule_sets_unreadable',
    help: 'Policies in force whose stored rule set did not parse when last read (left out of matching until a new revision parses).',
    registers: [registry],
    collect() {
      this.set(ruleSets.unreadable);
    },
  });

  app.get('/healthz', async () => ok({ status: 'alive' }));
  app.get('/readyz', async (_request, reply) => {
    const reason = await notReadyReason(db);
    if (reason) return reply.code(503).send(failure(503, reason));
    return ok({ status: 'ready' });
  });
  app.get('/metrics', async (_request, reply) => {
    const merged = Registry.merge([processMetrics(), registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
  return registry;
}
