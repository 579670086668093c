import { randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from './html';
import { HttpError } from './http-error';

export const XSRF_MESSAGE = '请求校验失败，请刷新页面后重试';
const XSRF_PAGE_DETAIL = '为保护您的账号，本次提交未被受理。请返回上一页，刷新后重新提交。';
/** Where a plain HTML form echoes the cookie: a form cannot set a header. */
export const XSRF_FORM_FIELD = 'xsrfToken';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = XSRF_HEADER_NAME.toLowerCase();

const TOKEN_BYTES = 18;
/** Tokens' random bytes drawn at once (as `crypto.randomUUID` caches its own): one CSPRNG call per 256 cookies. */
const POOL_TOKENS = 256;
let pool = Buffer.alloc(0);
let taken = 0;

/**
 * A fresh token: 18 bytes of the CSPRNG, base64url, none of them ever handed out twice. Drawn from a pool because a
 * call into the CSPRNG per cookieless request cost ~10 µs, a twentieth of a cheap read's whole CPU (ADR 118).
 */
export function freshXsrfToken(): string {
  if (taken + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * POOL_TOKENS);
    taken = 0;
  }
  const token = pool.toString('base64url', taken, taken + TOKEN_BYTES);
  // Used bytes are wiped: nothing in memory still holds an issued token's value once it is given.
  pool.fill(0, taken, taken + TOKEN_BYTES);
  taken += TOKEN_BYTES;
  return token;
}

/**
 * The Set-Cookie line `reply.setCookie(name, token, { path: '/', sameSite: 'lax', httpOnly: false })` writes, written
 * once here (a base64url token needs no encoding): the cookie plugin's serializing it per request was the rest of
 * that cost. Fastify appends a further Set-Cookie (a login's) rather than replacing this one.
 */
export function xsrfSetCookie(token: string): string {
  return `${XSRF_COOKIE_NAME}=${token}; Path=/; SameSite=Lax`;
}

/** The value this request's answer leaves in the browser: the cookie it sent, or the one handed out with the answer. */
const held = new WeakMap<FastifyRequest, string>();

function sameSecret(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

function assertEcho(cookie: string | undefined, echo: unknown): void {
  if (!cookie || typeof echo !== 'string' || echo === '' || !sameSecret(echo, cookie)) {
    throw new HttpError(403, XSRF_MESSAGE, XSRF_PAGE_DETAIL);
  }
}

export type XsrfOptions = {
  /**
   * Routes whose unsafe calls are HTML form posts: they may echo the cookie in the form field
   * `xsrfToken` instead of the header, so the check waits until the form is read.
   */
  isFormPost?(request: FastifyRequest): boolean;
};

/**
 * Spec §9 (cookie XSRF-TOKEN, header X-XSRF-TOKEN) as a rule without exceptions: every browser gets a readable
 * cookie, and every POST, PUT, PATCH and DELETE to a route is refused (403) unless it carries a non-empty cookie
 * and the same value in the header (or, on a form post, the form field). A first visit holds no cookie yet;
 * its refusal hands one out, and the apps' client sends the call once more with it.
 */
export function registerXsrf(app: FastifyInstance, { isFormPost = () => false }: XsrfOptions = {}): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE_NAME];
    if (cookie) {
      held.set(request, cookie);
    } else {
      const fresh = freshXsrfToken();
      reply.header('set-cookie', xsrfSetCookie(fresh));
      held.set(request, fresh);
    }
    if (!UNSAFE_METHODS.has(request.method) || request.is404 || isFormPost(request)) return;
    assertEcho(cookie, request.headers[HEADER]);
  });

  app.addHook('preValidation', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || request.is404 || !isFormPost(request)) return;
    const header = request.headers[HEADER];
    const field = (request.body as Record<string, unknown> | null | undefined)?.[XSRF_FORM_FIELD];
    assertEcho(request.cookies[XSRF_COOKIE_NAME], typeof header === 'string' && header !== '' ? header : field);
  });
}

/**
 * Puts the hidden `xsrfToken` field into every `<form method="post">` of a page the host renders, with the value
 * the browser holds after this answer. Done where every page is sent, so no form can forget it.
 */
export function withXsrfField(request: FastifyRequest, markup: string): string {
  const value = held.get(request);
  if (value === undefined) return markup;
  const field = `<input type="hidden" name="${XSRF_FORM_FIELD}" value="${escapeHtml(value)}">`;
  return markup.replace(/<form method="post"[^>]*>/g, (open) => `${open}\n${field}`);
}
