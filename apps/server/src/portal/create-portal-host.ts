import { TOKEN_EXPIRED_CODE } from '@smes/config';
import openapiGlue from 'fastify-openapi-glue';
import type { FastifyError, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Clock } from '../clock';
import { assertHandlersMatch, loadContract } from '../contract/load-contract';
import type { Db } from '../db/database';
import { createAnswerCache } from '../domain/search/answer-cache';
import { createSearchTally } from '../domain/search/search-tally';
import { createViewTally } from '../domain/view-tally';
import { runReminderSweep } from '../domain/calendar-reminders';
import { resolvePortalToken } from '../domain/tokens';
import { METHOD_NOT_ALLOWED_MESSAGE, allowedMethods, createBaseServer, frameworkErrorMessage } from '../http/base-server';
import { HttpError } from '../http/http-error';
import { knownFailure } from '../http/known-failure';
import type { KnownFailure } from '../http/known-failure';
import { OWN_TRANSACTIONS, inRequestTransaction } from '../http/request-transaction';
import { UnsafeTextError } from '../http/unsafe-text';
import type { ErrorObject } from 'ajv';
import { apiValidationMessage } from '../http/validation-message';
import { ledgerUnsafeTextError, ledgerValidationError } from './ledger-validation';
import {
  LOGIN_REQUIRED_MESSAGE,
  NOT_FOUND_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
} from './constants';
import { failure, fieldFailure, ok } from './envelope';
import { registerKeptBodies } from './kept-body';
import { adminHandlers } from './handlers/admin';
import { policyDeskHandlers } from './handlers/policy-desk';
import { adminApplicationHandlers } from './handlers/admin-applications';
import { createPushRunner } from './push-runner';
import { applicationHandlers } from './handlers/applications';
import { assistantHandlers } from './handlers/assistant';
import { activityHandlers } from './handlers/activities';
import { calendarHandlers } from './handlers/calendar';
import { compareHandlers } from './handlers/compare';
import { courseHandlers } from './handlers/courses';
import { contentHandlers } from './handlers/content';
import { declarationHandlers } from './handlers/declarations';
import { dictHandlers } from './handlers/dict';
import { feedbackHandlers } from './handlers/feedback';
import { govServiceHandlers } from './handlers/gov-services';
import { ledgerHandlers } from './handlers/ledger';
import { marketHandlers } from './handlers/market';
import { newsHandlers } from './handlers/news';
import { searchHandlers } from './handlers/search';
import { marketEnterpriseHandlers } from './handlers/market-enterprises';
import { industryChainHandlers } from './handlers/industry-chains';
import { ipRecordHandlers } from './handlers/ip-records';
import { fundHandlers } from './handlers/funds';
import { talentHandlers } from './handlers/talent';
import { matchHandlers } from './handlers/match';
import { overviewHandlers } from './handlers/overview';
import { policyHandlers } from './handlers/policies';
import { serviceHandlers } from './handlers/service';
import { subscriptionHandlers } from './handlers/subscriptions';
import type { Handler } from './handlers/types';
import { userHandlers } from './handlers/user';
import { multiFileRoutes, registerMultipartUploads } from './multipart';
import { createAccessCheck } from './access';
import { registerOperations } from './operations';
import { bearerToken, requireSession, setSession } from './session';

export type PortalHostOptions = {
  db: Db;
  now: Clock;
  appOrigins: readonly string[];
  logger: FastifyServerOptions['logger'];
  /** A log line per request arrived and answered (BaseServerOptions.requestLogging). */
  requestLogging?: boolean;
  /** The balancers whose X-Forwarded-For is believed (BaseServerOptions.trustProxy). */
  trustProxy?: readonly string[];
  /** The portal app's origin, where calendar entries link (defaults to the first app origin). */
  portalOrigin?: string;
  /**
   * Adds `POST /__test__/reminders/run {"at": ISO}` (the reminder sweep as of that moment, without moving
   * the clock), outside the contract, for the e2e journeys only: set by PROVIDER_TEST_HOOKS=1.
   */
  testHooks?: boolean;
  /** How long a kept answer may be given, in ms (ANSWER_MAX_AGE_MS): tests that must not see one expire set it longer. */
  answerMaxAgeMs?: number;
};

/** The contract lists 444 for every operation that honours a login token; login and register do not. */
function answersTokenExpiry(request: FastifyRequest): boolean {
  const responses = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return responses !== undefined && String(TOKEN_EXPIRED_CODE) in responses;
}

type ClassifiedError = Omit<KnownFailure, 'detail'>;

/** Operations whose 400 answer is the ValidationFailed envelope, with one message per field. */
const FIELD_ERROR_OPERATIONS = new Set(['ledgerUpdate']);

/**
 * The policy desk's writes answer every 400 with the ValidationFailed envelope too (the editor puts each message
 * at its field); a request the contract refuses names its field by its path in the document (`level`).
 */
const DESK_FIELD_OPERATIONS = new Set(['adminPolicyDeskCreate', 'adminPolicyDeskSave', 'adminPolicyDeskSubmit', 'adminPolicyDeskApprove', 'adminPolicyDeskRepeal', 'adminPolicyDeskTrial', 'adminPolicyDeskTrialSamples']);

function contractFieldErrors(errors: ErrorObject[], message: string): Record<string, string> {
  const [first] = errors;
  // The document's fields are named as the editor and the shared rules name them (`level`, `articles.<id>`…).
  const path = (first?.instancePath ?? '').split('/').filter(Boolean).join('.').replace(/^document\.?/, '');
  const missing = first?.keyword === 'required' ? String((first.params as { missingProperty: string }).missingProperty) : '';
  return { [[path, missing].filter(Boolean).join('.') || '_form']: message };
}

function operationIdOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

function classify(error: FastifyError & { errors?: unknown[] }, request: FastifyRequest): ClassifiedError {
  if (error instanceof UnsafeTextError && FIELD_ERROR_OPERATIONS.has(operationIdOf(request) ?? '')) {
    return { status: 400, ...ledgerUnsafeTextError(error.field) };
  }
  if (error instanceof UnsafeTextError && DESK_FIELD_OPERATIONS.has(operationIdOf(request) ?? '')) {
    return { status: 400, message: error.message, fieldErrors: { [error.field]: error.message } };
  }
  const known = knownFailure(error);
  if (known) {
    const { detail: _pagesOnly, ...answer } = known;
    return answer;
  }
  if (error.validation && FIELD_ERROR_OPERATIONS.has(operationIdOf(request) ?? '')) {
    const { message, fieldErrors } = ledgerValidationError(error.validation);
    return { status: 400, message, fieldErrors };
  }
  if (error.validation && DESK_FIELD_OPERATIONS.has(operationIdOf(request) ?? '')) {
    const message = apiValidationMessage(error.validation);
    return { status: 400, message, fieldErrors: contractFieldErrors(error.validation, message) };
  }
  if (error.validation) return { status: 400, message: apiValidationMessage(error.validation) };
  // fastify-openapi-glue wraps security handler failures; the first one carries our message.
  if (Array.isArray(error.errors)) {
    const inner = error.errors.map(knownFailure).find((failure) => failure !== undefined);
    return inner ? { status: inner.status, message: inner.message } : { status: 401, message: LOGIN_REQUIRED_MESSAGE };
  }
  const framework = frameworkErrorMessage(error);
  return framework.status >= 500 ? { status: 500, message: SERVER_ERROR_MESSAGE } : framework;
}

export async function createPortalHost({ db, now, appOrigins, logger, requestLogging, portalOrigin, testHooks = false, trustProxy, answerMaxAgeMs }: PortalHostOptions): Promise<FastifyInstance> {
  const app = await createBaseServer({ logger, requestLogging, appOrigins, errorBody: failure, trustProxy });
  const contract = loadContract('portal');
  registerMultipartUploads(app, multiFileRoutes(contract));

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return;
    const user = await resolvePortalToken(db, token, now());
    if (user) {
      setSession(request, { user, token });
      return;
    }
    if (answersTokenExpiry(request)) throw new HttpError(TOKEN_EXPIRED_CODE, TOKEN_EXPIRED_MESSAGE);
  });

  // Who may call the operation (contract `x-account-types`), before its body is read: the one place it is checked.
  const checkAccess = createAccessCheck(db, contract);
  app.addHook('onRequest', async (request) => checkAccess(request, operationIdOf(request)));

  app.setErrorHandler((error: FastifyError & { errors?: unknown[] }, request, reply) => {
    const { status, message, fieldErrors, data, retryAfterSeconds } = classify(error, request);
    if (status >= 500) request.log.error({ err: error }, 'portal request failed');
    const envelope = fieldErrors ? fieldFailure(message, fieldErrors) : data ? { ...failure(status, message), data } : failure(status, message);
    if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
    return reply.code(status).type('application/json; charset=utf-8').send(envelope);
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) return reply.code(405).header('Allow', allowed.join(', ')).send(failure(405, METHOD_NOT_ALLOWED_MESSAGE));
    return reply.code(404).send(failure(404, NOT_FOUND_MESSAGE));
  });

  const searches = createSearchTally(db, { onError: (error) => app.log.error({ err: error }, '热门检索 counts not written yet') });
  app.addHook('onClose', async () => searches.stop());
  const views = createViewTally(db, { onError: (error) => app.log.error({ err: error }, 'view counts not written yet') });
  app.addHook('onClose', async () => views.stop());
  // A search answered from memory sends the bytes its first sending wrote (ADR 118).
  registerKeptBodies(app);
  const deps = { db, now, answers: createAnswerCache(db, { maxAgeMs: answerMaxAgeMs }), searches, views };
  const push = createPushRunner(db, now, {
    error: (error) => app.log.error({ err: error }, 'push-matching job failed'),
    malformed: (userId, reason) => app.log.warn({ userId, reason }, 'push-matching skipped a stored ledger it cannot read'),
  });
  // Jobs a stopped server left half-way resume at start-up (ADR 22); close waits for the current batch.
  app.addHook('onReady', async () => push.kick());
  app.addHook('onClose', async () => push.stop());
  const handlers: Record<string, Handler> = {
    ...userHandlers(deps),
    ...declarationHandlers(deps),
    ...dictHandlers(deps),
    ...feedbackHandlers(deps),
    ...overviewHandlers(deps),
    ...policyHandlers(deps),
    ...contentHandlers(deps),
    ...newsHandlers(deps),
    ...searchHandlers(deps),
    ...govServiceHandlers(deps),
    ...marketEnterpriseHandlers(deps),
    ...industryChainHandlers(deps),
    ...ipRecordHandlers(deps),
    ...fundHandlers(deps),
    ...talentHandlers(deps),
    ...activityHandlers(deps, { portalOrigin: portalOrigin ?? appOrigins[0] ?? '' }),
    ...courseHandlers(deps),
    ...ledgerHandlers(deps),
    ...matchHandlers(deps),
    ...applicationHandlers(deps),
    ...compareHandlers(deps),
    ...subscriptionHandlers(deps),
    ...adminHandlers(deps),
    ...policyDeskHandlers({ ...deps, push }),
    ...adminApplicationHandlers(deps),
    ...assistantHandlers(deps),
    ...calendarHandlers(deps, { portalOrigin: portalOrigin ?? appOrigins[0] ?? '' }),
    ...serviceHandlers(deps),
    ...marketHandlers(deps),
  };
  assertHandlersMatch(contract, Object.keys(handlers), 'portal');

  registerOperations(app, db);

  if (testHooks) {
    app.post('/__test__/reminders/run', async (request, reply) => {
      const at = new Date(String((request.body as { at?: unknown } | undefined)?.at ?? ''));
      if (Number.isNaN(at.getTime())) return reply.code(400).send(failure(400, 'at 须为 ISO 时间'));
      return ok({ sent: await runReminderSweep(db, at, now()) });
    });
  }

  await app.register(openapiGlue, {
    specification: contract,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`no portal handler for ${operationId}`);
      return inRequestTransaction(db, handler, { own: OWN_TRANSACTIONS.has(operationId) });
    },
    securityHandlers: {
      bearerAuth: async (request: FastifyRequest) => {
        requireSession(request);
      },
    },
  });

  return app;
}
