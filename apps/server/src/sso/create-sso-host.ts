import openapiGlue from 'fastify-openapi-glue';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Clock } from '../clock';
import { assertHandlersMatch, loadContract } from '../contract/load-contract';
import { OWN_TRANSACTIONS, inRequestTransaction } from '../http/request-transaction';
import type { Db } from '../db/database';
import { METHOD_NOT_ALLOWED_MESSAGE, allowedMethods, createBaseServer, frameworkErrorMessage } from '../http/base-server';
import { knownFailure } from '../http/known-failure';
import type { KnownFailure } from '../http/known-failure';
import { allowedUrl } from '../http/origins';
import { apiValidationMessage, fieldProblem, formValidationMessage } from '../http/validation-message';
import { ssoFailure } from './envelope';
import { apiHandlers, portalBearerHandler, thinkTokenHandler } from './handlers/api';
import {
  BACK_URL_INVALID,
  BACK_URL_INVALID_DETAIL,
  NOTES_TOKEN_PAGE_DETAIL,
  NOTES_TOKEN_PAGE_INVALID,
  WIKI_NOT_FOUND,
  WIKI_NOT_FOUND_DETAIL,
  pageHandlers,
  pageHeaders,
  sendPage as sendHtmlPage,
} from './handlers/pages';
import type { Handler, SsoDeps } from './handlers/types';
import { NOTES_BRAND, SSO_BRAND } from './pages/layout';
import { LOGIN_FIELD_LABELS, renderLoginPage } from './pages/login-page';
import type { DemoAccountsHint } from './pages/login-page';
import { renderMessagePage } from './pages/message-page';
import { PASSWORD_RESET_FIELD_LABELS, renderPasswordResetPage } from './pages/password-reset-page';
import { AGREEMENT_REQUIRED_MESSAGE, REGISTER_FIELD_LABELS, renderRegisterPage } from './pages/register-page';
import { SMS_LOGIN_FIELD_LABELS, renderSmsLoginPage } from './pages/sms-login-page';
import { smsCodesFor } from '../domain/sms-codes';

export type SsoHostOptions = {
  db: Db;
  now: Clock;
  appOrigins: readonly string[];
  portalOrigin: string;
  /** The 演示账号 box of the login page; null outside demo mode (production shows no passwords). */
  demo: DemoAccountsHint | null;
  logger: FastifyServerOptions['logger'];
  /** A log line per request arrived and answered (BaseServerOptions.requestLogging). */
  requestLogging?: boolean;
  /** The balancers whose X-Forwarded-For is believed (BaseServerOptions.trustProxy). */
  trustProxy?: readonly string[];
  /**
   * Adds `GET /__test__/sms-code?phone=` (the last SMS code "sent" to a phone), outside the contract, for
   * the e2e journeys only: set by PROVIDER_TEST_HOOKS=1, which only the e2e preview servers set.
   */
  testHooks?: boolean;
};

const SERVER_ERROR_MESSAGE = '服务器繁忙，请稍后重试';
const BACK_URL_OPERATIONS = new Set([
  'ssoLoginPage',
  'ssoLoginSubmit',
  'ssoRegisterPage',
  'ssoRegisterSubmit',
  'ssoLogoutPage',
  'ssoSmsLoginPage',
  'ssoSmsLoginCodeSubmit',
  'ssoSmsLoginSubmit',
  'ssoPasswordResetPage',
  'ssoPasswordResetCodeSubmit',
  'ssoPasswordResetSubmit',
]);

type RouteSchema = { tags?: string[]; operationId?: string } | undefined;
type GlueError = FastifyError & { errors?: unknown[] };

function routeSchema(request: FastifyRequest): RouteSchema {
  return request.routeOptions.schema as RouteSchema;
}

function stringField(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Security failures carry an HttpError, domain ones a DomainError; glue wraps the former in `errors`. */
function unwrap(error: GlueError): KnownFailure | undefined {
  const known = knownFailure(error);
  if (known) return known;
  return Array.isArray(error.errors) ? error.errors.map(knownFailure).find((failure) => failure !== undefined) : undefined;
}

export async function createSsoHost({ db, now, appOrigins, portalOrigin, demo, logger, requestLogging, testHooks = false, trustProxy }: SsoHostOptions): Promise<FastifyInstance> {
  const homeUrl = `${portalOrigin}/`;

  const sendPage = (reply: FastifyReply, status: number, markup: string) => sendHtmlPage(reply, appOrigins, status, markup);

  const messagePage = (reply: FastifyReply, status: number, heading: string, detail: string, brand = SSO_BRAND) =>
    sendPage(reply, status, renderMessagePage({ title: `${brand} - ${heading}`, brand, heading, detail, homeUrl }));

  /** API paths answer the envelope; the pages (login, register, notes) a message page. */
  const sendError = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) => {
    if (request.url.startsWith('/api/')) return reply.code(status).type('application/json; charset=utf-8').send(ssoFailure(status, message));
    return messagePage(reply, status, message, '链接参数不完整或格式不正确，请从门户重新进入。');
  };

  // The pages' POSTs are plain HTML forms: they echo the XSRF cookie in a hidden field instead of the header.
  const isFormPost = (request: FastifyRequest) => routeSchema(request)?.tags?.includes('pages') ?? false;
  // A request the HTTP parser refuses (a query string over 16 KB) on a page answers with the page, too.
  const clientErrorPage = (path: string | undefined, status: number, message: string) =>
    path === undefined || path.startsWith('/api/')
      ? undefined
      : {
          headers: pageHeaders(appOrigins),
          body: renderMessagePage({ title: `${SSO_BRAND} - ${message}`, brand: SSO_BRAND, heading: message, detail: '链接参数过长，请从门户重新进入。', homeUrl }),
        };
  const app = await createBaseServer({ logger, requestLogging, appOrigins, errorBody: ssoFailure, sendError, xsrf: { isFormPost }, clientErrorPage, trustProxy });
  const contract = loadContract('sso');
  const deps: SsoDeps = { db, now, appOrigins, portalOrigin, demo };

  /** Invalid page input re-renders the form where one exists, so the user can correct it in place. */
  const pageValidationError = (error: GlueError, request: FastifyRequest, reply: FastifyReply) => {
    const operationId = routeSchema(request)?.operationId ?? '';
    const [first] = error.validation ?? [];
    const problem = first ? fieldProblem(first) : undefined;
    const source = error.validationContext === 'body' ? request.body : request.query;
    if (BACK_URL_OPERATIONS.has(operationId)) {
      const backUrl = allowedUrl(stringField(source, 'backUrl'), appOrigins);
      if (!backUrl || problem?.field === 'backUrl') return messagePage(reply, 400, BACK_URL_INVALID, BACK_URL_INVALID_DETAIL);
      if (operationId === 'ssoLoginSubmit') {
        const message = formValidationMessage(error.validation ?? undefined, LOGIN_FIELD_LABELS);
        const username = stringField(source, 'username');
        return sendPage(reply, 400, renderLoginPage({ backUrl: backUrl.href, demo, username, error: message }));
      }
      const field = problem?.field;
      const formError = (labels: Record<string, string>) => ({ message: formValidationMessage(error.validation ?? undefined, labels), field });
      if (operationId === 'ssoRegisterSubmit') {
        const userType = stringField(source, 'userType') === 'org' ? 'org' : 'enterprise';
        const page = renderRegisterPage({
          backUrl: backUrl.href,
          phone: stringField(source, 'phone'),
          enterpriseName: stringField(source, 'enterpriseName'),
          userType,
          agreed: stringField(source, 'agree') === 'yes',
          error: field === 'agree' ? { message: AGREEMENT_REQUIRED_MESSAGE, field } : formError(REGISTER_FIELD_LABELS),
        });
        return sendPage(reply, 400, page);
      }
      const phone = stringField(source, 'phone');
      if (operationId === 'ssoSmsLoginCodeSubmit' || operationId === 'ssoSmsLoginSubmit') {
        // A bad phone sends the user back to step one, where the phone can be edited.
        const step = operationId === 'ssoSmsLoginSubmit' && field !== 'phone' ? 'code' : 'phone';
        return sendPage(reply, 400, renderSmsLoginPage({ backUrl: backUrl.href, step, phone, error: formError(SMS_LOGIN_FIELD_LABELS) }));
      }
      if (operationId === 'ssoPasswordResetCodeSubmit' || operationId === 'ssoPasswordResetSubmit') {
        const step = operationId === 'ssoPasswordResetSubmit' && field !== 'phone' ? 'code' : 'phone';
        return sendPage(reply, 400, renderPasswordResetPage({ backUrl: backUrl.href, step, phone, error: formError(PASSWORD_RESET_FIELD_LABELS) }));
      }
    }
    if (operationId === 'notesMaterialWritingPage') {
      if (problem?.field === 'ssotoken' || problem?.field === 'secret') {
        return messagePage(reply, 401, NOTES_TOKEN_PAGE_INVALID, NOTES_TOKEN_PAGE_DETAIL, NOTES_BRAND);
      }
      if (problem?.field === 'orgId' || problem?.field === 'wikiId') {
        return messagePage(reply, 404, WIKI_NOT_FOUND, WIKI_NOT_FOUND_DETAIL, NOTES_BRAND);
      }
    }
    return messagePage(reply, 400, '请求参数不合法', '链接参数不完整或格式不正确，请从门户重新进入。');
  };

  app.setErrorHandler((error: GlueError, request, reply) => {
    const isPage = routeSchema(request)?.tags?.includes('pages') ?? false;
    const known = unwrap(error);
    if (isPage) {
      if (error.validation) return pageValidationError(error, request, reply);
      if (known) {
        const brand = routeSchema(request)?.operationId === 'notesMaterialWritingPage' ? NOTES_BRAND : SSO_BRAND;
        return messagePage(reply, known.status, known.message, known.detail ?? '', brand);
      }
      const framework = frameworkErrorMessage(error);
      if (framework.status >= 500) request.log.error({ err: error }, 'sso page failed');
      const heading = framework.status >= 500 ? SERVER_ERROR_MESSAGE : framework.message;
      return messagePage(reply, framework.status >= 500 ? 500 : framework.status, heading, '请稍后重试，或回到门户重新进入。');
    }
    let status: number;
    let message: string;
    if (known) ({ status, message } = known);
    else if (error.validation) [status, message] = [400, apiValidationMessage(error.validation)];
    else ({ status, message } = frameworkErrorMessage(error));
    if (status >= 500) {
      request.log.error({ err: error }, 'sso request failed');
      message = SERVER_ERROR_MESSAGE;
    }
    return reply.code(status).type('application/json; charset=utf-8').send(ssoFailure(status, message));
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) reply.header('Allow', allowed.join(', '));
    if (allowed.length > 0) return sendError(request, reply, 405, METHOD_NOT_ALLOWED_MESSAGE);
    if (request.url.startsWith('/api/')) return reply.code(404).send(ssoFailure(404, '接口不存在'));
    return messagePage(reply, 404, '页面不存在', '您访问的页面不存在，请检查链接是否正确。');
  });

  if (testHooks) {
    app.log.warn('test hooks are on: GET /__test__/sms-code reveals SMS codes (PROVIDER_TEST_HOOKS=1; never in production)');
    app.get('/__test__/sms-code', async (request, reply) => {
      const phone = stringField(request.query, 'phone') ?? '';
      const code = smsCodesFor(db).lastCodeFor(phone);
      reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
      if (!code) return reply.code(404).send(ssoFailure(404, '该手机号没有已发送的验证码'));
      return reply.send({ statusCode: 200, msg: 'ok', data: { code } });
    });
  }

  const handlers: Record<string, Handler> = { ...apiHandlers(deps), ...pageHandlers(deps) };
  assertHandlersMatch(contract, Object.keys(handlers), 'sso');

  await app.register(openapiGlue, {
    specification: contract,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`no sso handler for ${operationId}`);
      return inRequestTransaction(deps.db, handler, { own: OWN_TRANSACTIONS.has(operationId) });
    },
    securityHandlers: { thinkToken: thinkTokenHandler(deps), portalBearer: portalBearerHandler(deps) },
  });
  return app;
}
