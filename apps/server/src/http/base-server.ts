import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { LogController } from 'fastify';
import type { ConnectionError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { createValidatorCompiler } from './ajv-validator';
import { createSerializerCompiler } from './serializer-compiler';
import { HttpError } from './http-error';
import { UnsafeTextError, findUnsafeField } from './unsafe-text';
import { describeConstraint } from './validation-message';
import { registerXsrf } from './xsrf';
import type { XsrfOptions } from './xsrf';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A refused request's unread body up to this size is drained by Node; a larger one ends the connection. */
const SMALL_UNREAD_BODY_BYTES = 64 * 1024;

export type BaseServerOptions = {
  logger: FastifyServerOptions['logger'];
  /**
   * Fastify's line per request arrived and per request answered, at info. Off unless asked for (LOG_REQUESTS=1,
   * ADR 118): two synchronous writes per request cost more than a kept answer's own work, and the balancer's access
   * log has every request; errors are logged either way, and a request slower than a second by the portal's timer.
   */
  requestLogging?: boolean;
  /** The only origins that get CORS headers (with credentials). */
  appOrigins: readonly string[];
  /** The host's error envelope; also written raw to the socket when Node's HTTP parser refuses a request. */
  errorBody(status: number, message: string): object;
  /**
   * Answers an error Fastify raises before routing (a path parameter over 100 characters, a malformed path)
   * and the 405 of a known path; defaults to `errorBody` as JSON.
   */
  sendError?(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply;
  /** The double-submit rule's form posts (the SSO pages); see registerXsrf. */
  xsrf?: XsrfOptions;
  /**
   * A page instead of `errorBody` for a request Node's HTTP parser refused, given the path of its request line
   * when that much was read (a query string over 16 KB still names the path); undefined for the envelope.
   */
  clientErrorPage?(path: string | undefined, status: number, message: string): { headers: Record<string, string>; body: string } | undefined;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUST_PROXY: addresses or CIDR ranges, comma-separated).
   * Without it the client is the socket's peer: behind a balancer that is the balancer, and a header anyone
   * can send is never believed.
   */
  trustProxy?: readonly string[];
};

export const METHOD_NOT_ALLOWED_MESSAGE = '不支持该请求方法';

/** Chinese wording for what Node's HTTP parser refuses before Fastify sees a request. */
function clientErrorMessage(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: '请求头或查询参数过长，请缩短后重试' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: '请求超时，请重试' };
  return { status: 400, message: '请求格式不正确' };
}

/** The path (without its query) of the request line at the start of what the parser had read, if it got that far. */
function requestLinePath(raw: Buffer | ConnectionError['rawPacket'] | undefined): string | undefined {
  // Node hands a Buffer; Fastify's types describe its JSON form.
  const bytes = raw === undefined || Buffer.isBuffer(raw) ? raw : Buffer.from(raw.data);
  const line = bytes?.toString('latin1', 0, Math.min(bytes.length, 4096));
  return line ? /^[A-Z]+ (\/[^?\s]*)/.exec(line)?.[1] : undefined;
}

type RoutePattern = { method: string; pattern: RegExp };

function routePattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

type BodySchema = { content?: Record<string, unknown> };
type ParamsSchema = { properties?: Record<string, { type?: string | string[]; minimum?: number; maximum?: number }> };

/** 0, 16, -3; never 016, +16, 0x10, 1e1, 16.0 or 16 with white space, which Ajv's coercion would take as 16. */
const CANONICAL_INTEGER = /^(0|-?[1-9]\d*)$/;

/** The path parameters the contract types as integers, by route schema. */
const integerParams = new WeakMap<object, [string, NonNullable<ParamsSchema['properties']>[string]][]>();

function integerPathParameters(schema: unknown) {
  const params = (schema as { params?: ParamsSchema } | undefined)?.params;
  if (!params) return [];
  let found = integerParams.get(params);
  if (!found) {
    found = Object.entries(params.properties ?? {}).filter(([, property]) => [property.type].flat().includes('integer'));
    integerParams.set(params, found);
  }
  return found;
}

function declaredMediaTypes(schema: unknown): string[] | undefined {
  const body = (schema as { body?: BodySchema } | undefined)?.body;
  return body?.content ? Object.keys(body.content) : undefined;
}

/** What both hosts share: contract validation with Ajv 2020, CORS for the apps, cookies, the XSRF rule, form bodies. */
export async function createBaseServer({ logger, requestLogging = false, appOrigins, errorBody, sendError, xsrf, clientErrorPage, trustProxy }: BaseServerOptions): Promise<FastifyInstance> {
  const send =
    sendError ??
    ((_request: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
      reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message)));
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: !requestLogging }),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    ...(trustProxy && trustProxy.length > 0 ? { trustProxy: [...trustProxy] } : {}),
    // Fastify's own answers here echo the path in English; ours are the envelope.
    frameworkErrors: (error, request, reply) => {
      const { status, message } = frameworkErrorMessage(error);
      return send(request, reply, status >= 500 ? 400 : status, message);
    },
    clientErrorHandler: (error: ConnectionError, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (!socket.writable) {
        socket.destroy(error);
        return;
      }
      const { status, message } = clientErrorMessage(error.code);
      const page = clientErrorPage?.(requestLinePath(error.rawPacket), status, message);
      const headers = page?.headers ?? { 'Content-Type': 'application/json; charset=utf-8' };
      const payload = page?.body ?? JSON.stringify(errorBody(status, message));
      const lines = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(payload)), Connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('')}\r\n${payload}`);
    },
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSerializerCompiler(createSerializerCompiler());

  // Known paths, so that a wrong method on one answers 405 with Allow rather than 404.
  const routes: RoutePattern[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, pattern: routePattern(route.url) });
  });
  app.decorate('allowedMethods', (path: string) => [
    ...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method)),
  ]);

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && appOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'token'],
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  await app.register(cookie);
  // Before every other hook of the request: a forged call is refused before its body is read.
  registerXsrf(app, xsrf);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // The contracts use these only for answers (downloads, reports, pictures), but fastify-openapi-glue warns
  // at start-up ("ContentTypeParser for 'application/pdf' not found") for every media type the contract
  // names without a parser. Declaring them keeps it quiet while a request body of any of them is refused.
  app.addContentTypeParser(['text/html', 'text/csv', 'application/octet-stream', 'application/pdf', 'image/svg+xml'], (_request, _payload, done) => {
    done(new HttpError(400, '不支持的请求类型'), undefined);
  });

  // A request answered before its large body was read (refused on arrival: no login, the wrong account, no upload
  // here, over the limit) loses its connection once the answer is out: Node would otherwise read and throw away
  // whatever else the client sends, which a flood of large bodies turns into the host's work. A small body is left
  // to Node to drain: closing a socket with unread data resets it, and on a slow network the reset can overtake
  // the answer (a first visit's refused XSRF call must arrive as a 403 the client retries, not as a network error).
  app.addHook('onResponse', async (request) => {
    if (request.raw.complete || request.raw.socket.destroyed) return;
    const declared = Number(request.headers['content-length']);
    if (request.headers['transfer-encoding'] !== undefined || !(declared <= SMALL_UNREAD_BODY_BYTES)) request.raw.socket.destroy();
  });

  // A body-less operation posted with an empty JSON body (as some clients do) must not fail parsing.
  app.addHook('onRequest', async (request) => {
    if (declaredMediaTypes(request.routeOptions.schema) !== undefined) return;
    const length = request.headers['content-length'];
    if (length === '0' || (length === undefined && request.headers['transfer-encoding'] === undefined)) {
      delete request.raw.headers['content-type'];
    }
  });

  // Fastify only validates a body whose media type the route declares; anything else is refused here.
  app.addHook('preValidation', async (request) => {
    const mediaTypes = declaredMediaTypes(request.routeOptions.schema);
    if (mediaTypes === undefined) return;
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (!mediaType || request.body === undefined || request.body === null) throw new HttpError(400, '缺少请求体');
    if (!mediaTypes.includes(mediaType)) {
      throw new HttpError(400, `不支持的请求类型 ${mediaType}，请使用 ${mediaTypes.join(' 或 ')}`);
    }
  });

  // A record id in the path is written one way only: the one record a link names is the one it reads.
  app.addHook('preValidation', async (request) => {
    const raw = request.params as Record<string, unknown>;
    for (const [name, property] of integerPathParameters(request.routeOptions.schema)) {
      const value = raw[name];
      if (typeof value === 'string' && !CANONICAL_INTEGER.test(value)) {
        throw new HttpError(400, `参数 ${name} 不合法：${describeConstraint(property)}`);
      }
    }
  });

  // Every text value of every request, on both hosts, before any handler or SQL sees it.
  app.addHook('preValidation', async (request) => {
    for (const source of [request.params, request.query, request.body]) {
      const field = findUnsafeField(source);
      if (field !== undefined) throw new UnsafeTextError(field);
    }
  });

  return app;
}

/** The methods routed for a path (without its query); empty for an unknown path. */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? url;
  return (app as FastifyInstance & { allowedMethods(path: string): string[] }).allowedMethods(path);
}

/** Chinese wording for the errors Fastify raises before a handler runs. */
export function frameworkErrorMessage(error: { code?: string; statusCode?: number }): { status: number; message: string } {
  switch (error.code) {
    // PostgreSQL cannot hold the value a request gave (an id of 1e308 passes the contract's "integer"): no row can
    // match it, and the request, not the server, is at fault.
    case '22P02':
    case '22003':
      return { status: 400, message: '参数超出范围' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: '请求体过大，不能超过 1 MB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: '不支持的请求类型' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: '请求体不能为空' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: '请求体不是合法的 JSON' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: '请求体长度与声明不符' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: '请求地址中的参数过长' };
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: '请求地址不合法' };
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: '请求不合法' };
  return { status: 500, message: '服务器繁忙，请稍后重试' };
}
