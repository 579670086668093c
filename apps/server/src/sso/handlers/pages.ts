import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { BAD_CREDENTIALS_MESSAGE, PHONE_TAKEN_MESSAGE, registerAccount, resetPassword, throttleRegistration, throttledAuthenticate } from '../../domain/accounts';
import { LoginThrottledError, loginThrottleFor } from '../../domain/login-throttle';
import { findDeclaration } from '../../domain/declarations';
import { chinaDateTimeText } from '../../domain/calendar';
import { endNotesAccess, findOrganization, findWiki, isMember, resolveNotesToken } from '../../domain/notes';
import { listMaterialDrafts, saveMaterialDraft } from '../../domain/notes-drafts';
import { SMS_VERIFICATION_MESSAGES, SmsThrottledError, smsCodesFor, smsLogLine } from '../../domain/sms-codes';
import type { SmsPurpose, SmsVerification } from '../../domain/sms-codes';
import { issuePortalToken, resolveSsoSession, revokeSignInChain, startSsoSession } from '../../domain/tokens';
import { findUserByPhone } from '../../domain/users';
import { HttpError } from '../../http/http-error';
import { knownFailure } from '../../http/known-failure';
import { TooManyAttemptsError } from '../../shared/domain-error';
import { allowedUrl, withToken } from '../../http/origins';
import { withXsrfField } from '../../http/xsrf';
import { renderPrivacyPolicyPage, renderUserAgreementPage } from '../pages/agreement-pages';
import type { FormError } from '../pages/form-parts';
import { pageHref } from '../pages/form-parts';
import { renderLoginPage } from '../pages/login-page';
import { renderLogoutPage } from '../pages/logout-page';
import { materialAnchor, renderMaterialWritingPage } from '../pages/material-writing-page';
import { PASSWORD_MISMATCH_MESSAGE, renderPasswordResetDonePage, renderPasswordResetPage } from '../pages/password-reset-page';
import { renderRegisterPage } from '../pages/register-page';
import { renderSmsLoginPage } from '../pages/sms-login-page';
import type { Handler, SsoDeps } from './types';
import type { SsoSchemas } from '@smes/contract-types';

export const BACK_URL_INVALID = '返回地址无效';
export const BACK_URL_INVALID_DETAIL = '要返回的地址缺失或不在允许范围内，请从门户重新进入。';
export const NOTES_TOKEN_PAGE_INVALID = '协同文档令牌无效或已过期';
export const NOTES_TOKEN_PAGE_DETAIL = '请回到门户，从申报项目重新打开协同文档。';
export const WIKI_NOT_FOUND = '知识库不存在或无权访问';
export const WIKI_NOT_FOUND_DETAIL = '请确认链接完整，或回到门户重新打开协同文档。';

type MaterialQuery = { secret?: string; ssotoken?: string; redirect?: string; projectId?: string; saved?: string };

export const MATERIAL_NOT_FOUND = '材料不存在';
export const MATERIAL_NOT_FOUND_DETAIL = '该项目没有这项材料，请回到门户重新打开协同文档。';
export const CROSS_SITE_FORM = '不接受其他网站提交的表单';
export const CROSS_SITE_FORM_DETAIL = '请在协同文档的页面上保存草稿。';
/**
 * The SSO host's own sign-in: whoever signed in on its pages is recognised there again (from the console,
 * from the portal) and sent back with a fresh hand-off instead of the form. HttpOnly, so no app script reads it.
 */
export const SSO_SESSION_COOKIE = 'sso_session';
/** The material-writing page's own session: the notes token, in an HttpOnly cookie for /app/. */
export const NOTES_SESSION_COOKIE = 'notes_session';

function materialWritingPath(organizationId: string, wikiId: string): string {
  return `/app/org/${encodeURIComponent(organizationId)}/wiki/${encodeURIComponent(wikiId)}/materialwriting`;
}

function notesSessionOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[NOTES_SESSION_COOKIE];
  return value ? value : undefined;
}

/**
 * A form post must come from this host's own page: the cookie is SameSite=Strict already, and a browser's
 * Origin naming another site is refused besides (a browser without Origin is let through, as forms were).
 */
function requireSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host === null || host !== request.headers.host) throw new HttpError(403, CROSS_SITE_FORM, CROSS_SITE_FORM_DETAIL);
}


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

/** Every page the host answers goes out here: its headers, and the XSRF field in each of its forms. */
export function sendPage(reply: FastifyReply, appOrigins: readonly string[], status: number, markup: string): FastifyReply {
  return reply.code(status).headers(pageHeaders(appOrigins)).send(withXsrfField(reply.request, markup));
}

export function pageHandlers({ db, now, appOrigins, portalOrigin, demo }: SsoDeps): Record<string, Handler> {
  const send = (reply: FastifyReply, status: number, markup: string) => sendPage(reply, appOrigins, status, markup);

  const sendThrottled = (reply: FastifyReply, error: TooManyAttemptsError, markup: string) =>
    send(reply.header('Retry-After', String(error.retryAfterSeconds)), 429, markup);

  const codes = smsCodesFor(db);

  /**
   * Starts a code; only a registered phone is "sent" one, which the stand-in does by logging it (the
   * test hook reads it back). Throws SmsThrottledError past a send limit.
   */
  const sendCode = async (purpose: SmsPurpose, phone: string, address: string, log: FastifyBaseLogger) => {
    const code = await codes.issue(purpose, phone, address, await findUserByPhone(db, phone) !== undefined, now());
    if (code) log.info({ phone, purpose }, smsLogLine(phone, purpose, code));
  };

  const requireBackUrl = (raw: unknown): URL => {
    const url = allowedUrl(raw, appOrigins);
    if (!url) throw new HttpError(400, BACK_URL_INVALID, BACK_URL_INVALID_DETAIL);
    return url;
  };

  const registerHref = (query: unknown) => {
    const url = allowedUrl((query as { backUrl?: string }).backUrl, appOrigins);
    return url ? pageHref('/register', url.href) : undefined;
  };

  /** The organisation and wiki when the wiki is the organisation's and the user a member; 404 otherwise. */
  const memberSpace = async (orgId: string, wikiId: string, userId: number) => {
    const organization = await findOrganization(db, orgId);
    const wiki = await findWiki(db, wikiId);
    if (!organization || !wiki || wiki.organizationId !== organization.id || !await isMember(db, orgId, userId)) {
      throw new HttpError(404, WIKI_NOT_FOUND, WIKI_NOT_FOUND_DETAIL);
    }
    return { organization, wiki };
  };

  const ssoCookie = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' });

  /**
   * Back to the app with `?token=` (spec §4). The token is a hand-off (one exchange, one minute), never the
   * session itself, so an address that leaks (history, a log, another browser) signs nobody in. A fresh sign-in
   * also starts the host's own session, which lets the next app the user opens continue without the form.
   */
  const backTo = async (reply: FastifyReply, url: URL, userId: number, at: Date, session?: { chain: string | null }) => {
    let chain = session?.chain ?? null;
    if (!session) {
      const started = await startSsoSession(db, userId, at);
      reply.setCookie(SSO_SESSION_COOKIE, started.token, ssoCookie(reply.request));
      chain = started.chain;
    }
    const handoff = (await issuePortalToken(db, userId, at, 'handoff', chain)).token;
    return reply.code(302).header('Location', withToken(url, handoff)).header('Cache-Control', 'no-store').send();
  };

  const ssoSession = async (request: FastifyRequest) => {
    const value = request.cookies[SSO_SESSION_COOKIE];
    return value ? await resolveSsoSession(db, value, now()) : undefined;
  };

  return {
    ssoLoginPage: async (request, reply) => {
      const { backUrl } = request.query as { backUrl: string };
      const back = requireBackUrl(backUrl);
      const session = await ssoSession(request);
      if (session) return await backTo(reply, back, session.user.id, now(), session);
      return send(reply, 200, renderLoginPage({ backUrl: back.href, demo }));
    },
    ssoLoginSubmit: async (request, reply) => {
      const form = request.body as SsoSchemas['LoginForm'];
      const backUrl = requireBackUrl(form.backUrl);
      let user;
      try {
        user = await throttledAuthenticate(db, form.username, form.password, request.ip, now());
      } catch (error) {
        if (!(error instanceof LoginThrottledError)) throw error;
        return sendThrottled(reply, error, renderLoginPage({ backUrl: backUrl.href, demo, username: form.username, error: error.message }));
      }
      if (!user) {
        return send(reply, 401, renderLoginPage({ backUrl: backUrl.href, demo, username: form.username, error: BAD_CREDENTIALS_MESSAGE }));
      }
      return await backTo(reply, backUrl, user.id, now());
    },
    ssoRegisterPage: async (request, reply) => {
      const { backUrl } = request.query as { backUrl: string };
      return send(reply, 200, renderRegisterPage({ backUrl: requireBackUrl(backUrl).href }));
    },
    ssoRegisterSubmit: async (request, reply) => {
      const form = request.body as SsoSchemas['RegisterForm'];
      const backUrl = requireBackUrl(form.backUrl);
      const at = now();
      const again = (error: FormError) =>
        renderRegisterPage({ backUrl: backUrl.href, phone: form.phone, enterpriseName: form.enterpriseName, userType: form.userType, agreed: true, error });
      try {
        await throttleRegistration(db, request.ip, at);
        const user = await registerAccount(db, form, at);
        return await backTo(reply, backUrl, user.id, at);
      } catch (error) {
        if (error instanceof TooManyAttemptsError) return sendThrottled(reply, error, again({ message: error.message }));
        const known = knownFailure(error);
        if (known?.status === 400) return send(reply, 400, again({ message: known.message, field: 'enterpriseName' }));
        if (known?.status !== 409) throw error;
        return send(reply, 409, again({ message: PHONE_TAKEN_MESSAGE, field: 'phone' }));
      }
    },
    ssoSmsLoginPage: async (request, reply) => {
      const { backUrl } = request.query as { backUrl: string };
      return send(reply, 200, renderSmsLoginPage({ backUrl: requireBackUrl(backUrl).href, step: 'phone' }));
    },
    ssoSmsLoginCodeSubmit: async (request, reply) => {
      const form = request.body as SsoSchemas['SmsCodeForm'];
      const backUrl = requireBackUrl(form.backUrl).href;
      try {
        await sendCode('login', form.phone, request.ip, request.log);
      } catch (error) {
        if (!(error instanceof SmsThrottledError)) throw error;
        const page = renderSmsLoginPage({ backUrl, step: 'phone', phone: form.phone, error: { message: error.message, field: 'phone' } });
        return sendThrottled(reply, error, page);
      }
      return send(reply, 200, renderSmsLoginPage({ backUrl, step: 'code', phone: form.phone }));
    },
    ssoSmsLoginSubmit: async (request, reply) => {
      const form = request.body as SsoSchemas['SmsLoginForm'];
      const backUrl = requireBackUrl(form.backUrl);
      const again = (error: FormError) => renderSmsLoginPage({ backUrl: backUrl.href, step: 'code', phone: form.phone, error });
      // The phone is the account's login name: a lock from wrong passwords holds here too, and back.
      const at = now();
      let result = 'expired' as SmsVerification;
      let user;
      try {
        user = await loginThrottleFor(db).evaluate(form.phone, request.ip, at, async () => {
          result = await codes.verify('login', form.phone, form.code, request.ip, at);
          return result === 'ok' ? await findUserByPhone(db, form.phone) : undefined;
        });
      } catch (error) {
        if (!(error instanceof LoginThrottledError || error instanceof SmsThrottledError)) throw error;
        return sendThrottled(reply, error, again({ message: error.message, field: 'code' }));
      }
      if (!user) {
        const message = result === 'ok' ? SMS_VERIFICATION_MESSAGES.expired : SMS_VERIFICATION_MESSAGES[result];
        return send(reply, 401, again({ message, field: 'code' }));
      }
      return await backTo(reply, backUrl, user.id, at);
    },
    ssoPasswordResetPage: async (request, reply) => {
      const { backUrl } = request.query as { backUrl: string };
      return send(reply, 200, renderPasswordResetPage({ backUrl: requireBackUrl(backUrl).href, step: 'phone' }));
    },
    ssoPasswordResetCodeSubmit: async (request, reply) => {
      const form = request.body as SsoSchemas['SmsCodeForm'];
      const backUrl = requireBackUrl(form.backUrl).href;
      try {
        await sendCode('reset', form.phone, request.ip, request.log);
      } catch (error) {
        if (!(error instanceof SmsThrottledError)) throw error;
        const page = renderPasswordResetPage({ backUrl, step: 'phone', phone: form.phone, error: { message: error.message, field: 'phone' } });
        return sendThrottled(reply, error, page);
      }
      return send(reply, 200, renderPasswordResetPage({ backUrl, step: 'code', phone: form.phone }));
    },
    ssoPasswordResetSubmit: async (request, reply) => {
      const form = request.body as SsoSchemas['PasswordResetForm'];
      const backUrl = requireBackUrl(form.backUrl);
      const again = (error: FormError) => renderPasswordResetPage({ backUrl: backUrl.href, step: 'code', phone: form.phone, error });
      // Checked before the code, so a typo in the second password does not use the code up.
      if (form.password !== form.passwordConfirm) {
        return send(reply, 400, again({ message: PASSWORD_MISMATCH_MESSAGE, field: 'passwordConfirm' }));
      }
      const at = now();
      let result;
      try {
        result = await codes.verify('reset', form.phone, form.code, request.ip, at);
      } catch (error) {
        if (!(error instanceof SmsThrottledError)) throw error;
        return sendThrottled(reply, error, again({ message: error.message, field: 'code' }));
      }
      if (result !== 'ok' || !(await resetPassword(db, form.phone, form.password, at))) {
        const message = result === 'ok' ? SMS_VERIFICATION_MESSAGES.expired : SMS_VERIFICATION_MESSAGES[result];
        return send(reply, 401, again({ message, field: 'code' }));
      }
      // Whoever holds the phone may log in again at once, even if wrong passwords had locked the account.
      await loginThrottleFor(db).clearAccount(form.phone);
      return send(reply, 200, renderPasswordResetDonePage({ backUrl: backUrl.href }));
    },
    ssoUserAgreementPage: async (request, reply) => {
      return send(reply, 200, renderUserAgreementPage({ registerHref: registerHref(request.query) }));
    },
    ssoPrivacyPolicyPage: async (request, reply) => {
      return send(reply, 200, renderPrivacyPolicyPage({ registerHref: registerHref(request.query) }));
    },
    ssoLogoutPage: async (request, reply) => {
      const { backUrl } = request.query as { backUrl: string };
      const back = requireBackUrl(backUrl);
      // Signing out ends the host's own session too, or the next 登录 would sign the same user straight back in.
      // And every app session handed out from it: 退出登录 in one app signs the person out of the others.
      const session = request.cookies[SSO_SESSION_COOKIE];
      if (session) {
        const at = now();
        await db.transaction(async () => {
          for (const token of await revokeSignInChain(db, session, at)) await endNotesAccess(db, { portalToken: token }, at);
        });
      }
      reply.clearCookie(SSO_SESSION_COOKIE, ssoCookie(request));
      return send(reply, 200, renderLogoutPage({ backUrl: back.href }));
    },
    notesMaterialWritingPage: async (request, reply) => {
      const { orgId, wikiId } = request.params as { orgId: string; wikiId: string };
      const query = request.query as MaterialQuery;
      // The handoff's token from the URL (spec §2), else the page's own cookie (after a save, a reload).
      const token = query.ssotoken ?? notesSessionOf(request);
      const userId = token ? await resolveNotesToken(db, token, now()) : undefined;
      if (userId === undefined || !token) throw new HttpError(401, NOTES_TOKEN_PAGE_INVALID, NOTES_TOKEN_PAGE_DETAIL);
      const { organization, wiki } = await memberSpace(orgId, wikiId, userId);
      const projectId = query.projectId ?? '';
      const project = /^[1-9]\d{0,8}$/.test(projectId) ? await findDeclaration(db, Number(projectId), now()) : undefined;
      const redirect = allowedUrl(query.redirect, appOrigins);
      const page = renderMaterialWritingPage({
        organization,
        wiki,
        project: project && { id: project.id, name: project.projectName, materials: project.materials },
        drafts: project ? await listMaterialDrafts(db, wiki.id, project.id) : new Map(),
        saveAction: `${materialWritingPath(organization.id, wiki.id)}/drafts`,
        redirect: redirect?.href,
        backHref: redirect?.href ?? `${portalOrigin}/`,
        savedMaterialId: query.saved,
        formatTime: chinaDateTimeText,
      });
      // The page's forms are authenticated by this cookie, so neither the page nor the address after a save
      // carries the token. HttpOnly: no script reads it; SameSite=Strict: no other site's form sends it.
      reply.setCookie(NOTES_SESSION_COOKIE, token, { path: '/app/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
      return send(reply, 200, page);
    },
    notesMaterialDraftSave: async (request, reply) => {
      const { orgId, wikiId } = request.params as { orgId: string; wikiId: string };
      requireSameOrigin(request);
      const token = notesSessionOf(request);
      const userId = token ? await resolveNotesToken(db, token, now()) : undefined;
      if (userId === undefined) throw new HttpError(401, NOTES_TOKEN_PAGE_INVALID, NOTES_TOKEN_PAGE_DETAIL);
      const { organization, wiki } = await memberSpace(orgId, wikiId, userId);
      const form = request.body as SsoSchemas['MaterialDraftForm'];
      const project = await findDeclaration(db, Number(form.projectId), now());
      if (!project || !project.materials.some((material) => material.id === form.materialId)) {
        throw new HttpError(404, MATERIAL_NOT_FOUND, MATERIAL_NOT_FOUND_DETAIL);
      }
      await saveMaterialDraft(db, { wikiId: wiki.id, projectId: project.id, materialId: form.materialId, content: form.content, userId }, now());
      const redirect = allowedUrl(form.redirect, appOrigins);
      const params = new URLSearchParams({ projectId: String(project.id), ...(redirect ? { redirect: redirect.href } : {}), saved: form.materialId });
      const location = `${materialWritingPath(organization.id, wiki.id)}?${params.toString()}#${materialAnchor(project.materials, form.materialId)}`;
      return reply.code(303).header('Location', location).header('Cache-Control', 'no-store').send();
    },
  };
}
