import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createValidatorCompiler } from './ajv-validator';
import { HttpError } from './http-error';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type BaseServerOptions = {
  logger: FastifyServerOptions['logger'];
  /** The only origins that get CORS headers (with credentials). */
  appOrigins: readonly string[];
};

type BodySchema = { content?: Record<string, unknown> };

function declaredMediaTypes(schema: unknown): string[] | undefined {
  const body = (schema as { body?: BodySchema } | undefined)?.body;
  return body?.content ? Object.keys(body.content) : undefined;
}

/** What both hosts share: contract validation with Ajv 2020, CORS for the apps, cookies, form bodies. */
export async function createBaseServer({ logger, appOrigins }: BaseServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES, return503OnClosing: true });
  app.setValidatorCompiler(createValidatorCompiler());

  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && appOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'token'],
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // The contracts use these only for answers; declaring them keeps the glue's start-up check quiet
  // while a request body of either type is still refused.
  app.addContentTypeParser(['text/html', 'text/csv', 'application/octet-stream'], (_request, _payload, done) => {
    done(new HttpError(400, '不支持的请求类型'), undefined);
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

  return app;
}

/** Chinese wording for the errors Fastify raises before a handler runs. */
export function frameworkErrorMessage(error: { code?: string; statusCode?: number }): { status: number; message: string } {
  switch (error.code) {
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
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: '请求不合法' };
  return { status: 500, message: '服务器繁忙，请稍后重试' };
}
