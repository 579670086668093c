import type { FastifyReply } from 'fastify';
import { BAD_CREDENTIALS_MESSAGE, PHONE_TAKEN_MESSAGE, registerAccount, throttledAuthenticate } from '../../domain/accounts';
import { LoginThrottledError } from '../../domain/login-throttle';
import { findDeclaration } from '../../domain/declarations';
import { findOrganization, findWiki, isMember, resolveNotesToken } from '../../domain/notes';
import { issuePortalToken } from '../../domain/tokens';
import { HttpError, isHttpError } from '../../http/http-error';
import { allowedUrl, withToken } from '../../http/origins';
import { renderLoginPage } from '../pages/login-page';
import { renderLogoutPage } from '../pages/logout-page';
import { renderMaterialWritingPage } from '../pages/material-writing-page';
import { renderRegisterPage } from '../pages/register-page';
import type { Handler, SsoDeps } from './types';
import type { SsoSchemas } from '@smes/contract-types';

export const BACK_URL_INVALID = '返回地址无效';
export const BACK_URL_INVALID_DETAIL = '要返回的地址缺失或不在允许范围内，请从门户重新进入。';
export const NOTES_TOKEN_PAGE_INVALID = '协同文档令牌无效或已过期';
export const NOTES_TOKEN_PAGE_DETAIL = '请回到门户，从申报项目重新打开协同文档。';
export const WIKI_NOT_FOUND = '知识库不存在或无权访问';
export const WIKI_NOT_FOUND_DETAIL = '请确认链接完整，或回到门户重新打开协同文档。';

type MaterialQuery = { secret?: string; ssotoken?: string; redirect?: string; projectId?: string };

export function pageHeaders(appOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    // form-action must list the apps: browsers apply it to the redirect that follows a form post.
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${appOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

export function pageHandlers({ db, now, appOrigins, portalOrigin, demo }: SsoDeps): Record<string, Handler> {
  const send = (reply: FastifyReply, status: number, markup: string) =>
    reply.code(status).headers(pageHeaders(appOrigins)).send(markup);

  const requireBackUrl = (raw: unknown): URL => {
    const url = allowedUrl(raw, appOrigins);
    if (!url) throw new HttpError(400, BACK_URL_INVALID, BACK_URL_INVALID_DETAIL);
    return url;
  };

  const backTo = (reply: FastifyReply, url: URL, token: string) =>
    reply.code(302).header('Location', withToken(url, token)).header('Cache-Control', 'no-store').send();

  return {
    ssoLoginPage: async (request, reply) => {
      const { backUrl } = request.query as { backUrl: string };
      return send(reply, 200, renderLoginPage({ backUrl: requireBackUrl(backUrl).href, demo }));
    },
    ssoLoginSubmit: async (request, reply) => {
      const form = request.body as SsoSchemas['LoginForm'];
      const backUrl = requireBackUrl(form.backUrl);
      let user;
      try {
        user = await throttledAuthenticate(db, form.username, form.password, request.ip, now());
      } catch (error) {
        if (!(error instanceof LoginThrottledError)) throw error;
        const page = renderLoginPage({ backUrl: backUrl.href, demo, username: form.username, error: error.message });
        return send(reply.header('Retry-After', String(error.retryAfterSeconds)), 429, page);
      }
      if (!user) {
        return send(reply, 401, renderLoginPage({ backUrl: backUrl.href, demo, username: form.username, error: BAD_CREDENTIALS_MESSAGE }));
      }
      return backTo(reply, backUrl, issuePortalToken(db, user.id, now()).token);
    },
    ssoRegisterPage: async (request, reply) => {
      const { backUrl } = request.query as { backUrl: string };
      return send(reply, 200, renderRegisterPage({ backUrl: requireBackUrl(backUrl).href }));
    },
    ssoRegisterSubmit: async (request, reply) => {
      const form = request.body as SsoSchemas['RegisterForm'];
      const backUrl = requireBackUrl(form.backUrl);
      const at = now();
      try {
        const user = registerAccount(db, form, at);
        return backTo(reply, backUrl, issuePortalToken(db, user.id, at).token);
      } catch (error) {
        if (!isHttpError(error) || error.statusCode !== 409) throw error;
        const page = renderRegisterPage({
          backUrl: backUrl.href,
          phone: form.phone,
          enterpriseName: form.enterpriseName,
          userType: form.userType,
          error: PHONE_TAKEN_MESSAGE,
        });
        return send(reply, 409, page);
      }
    },
    ssoLogoutPage: async (request, reply) => {
      const { backUrl } = request.query as { backUrl: string };
      return send(reply, 200, renderLogoutPage({ backUrl: requireBackUrl(backUrl).href }));
    },
    notesMaterialWritingPage: async (request, reply) => {
      const { orgId, wikiId } = request.params as { orgId: string; wikiId: string };
      const query = request.query as MaterialQuery;
      const userId = query.ssotoken ? resolveNotesToken(db, query.ssotoken, now()) : undefined;
      if (userId === undefined) throw new HttpError(401, NOTES_TOKEN_PAGE_INVALID, NOTES_TOKEN_PAGE_DETAIL);
      const organization = findOrganization(db, orgId);
      const wiki = findWiki(db, wikiId);
      if (!organization || !wiki || wiki.organizationId !== organization.id || !isMember(db, orgId, userId)) {
        throw new HttpError(404, WIKI_NOT_FOUND, WIKI_NOT_FOUND_DETAIL);
      }
      const projectId = query.projectId ?? '';
      const project = /^[1-9]\d{0,8}$/.test(projectId) ? findDeclaration(db, Number(projectId), now()) : undefined;
      const redirect = allowedUrl(query.redirect, appOrigins);
      const page = renderMaterialWritingPage({
        organization,
        wiki,
        project: project && { name: project.projectName, materials: project.materials },
        params: {
          secret: query.secret ?? '',
          ssotoken: query.ssotoken ?? '',
          redirect: query.redirect ?? '',
          projectId,
        },
        backHref: redirect?.href ?? `${portalOrigin}/`,
      });
      return send(reply, 200, page);
    },
  };
}
