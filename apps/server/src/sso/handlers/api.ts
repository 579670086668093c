import type { FastifyRequest } from 'fastify';
import {
  exchangeNotesKey,
  findOrganization,
  isMember,
  issueNotesKey,
  listPersonalOrganizations,
  listWikis,
  resolveNotesToken,
} from '../../domain/notes';
import { resolvePortalToken } from '../../domain/tokens';
import type { User } from '../../domain/users';
import { HttpError } from '../../http/http-error';
import { bearerToken } from '../../portal/session';
import { ssoOk } from '../envelope';
import type { Handler, SsoDeps } from './types';

export const NOTES_NOT_OPENED = '该手机号未开通协同文档';
export const KEY_INVALID = '密钥无效或已过期';
export const NOTES_TOKEN_MISSING = '缺少协同文档令牌';
export const NOTES_TOKEN_INVALID = '令牌无效或已过期';
export const ORGANIZATION_NOT_FOUND = '组织不存在或无权访问';
export const PORTAL_LOGIN_REQUIRED = '请先登录门户';

const notesUsers = new WeakMap<FastifyRequest, number>();
const portalSessions = new WeakMap<FastifyRequest, { user: User; token: string }>();

/**
 * The `portalBearer` security scheme of specialLogin: the portal login token proves who is asking, so a
 * phone number alone (anyone's) no longer buys a notes key.
 */
export function portalBearerHandler({ db, now }: SsoDeps) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const user = token === undefined ? undefined : await resolvePortalToken(db, token, now());
    if (!user || token === undefined) throw new HttpError(401, PORTAL_LOGIN_REQUIRED);
    portalSessions.set(request, { user, token });
  };
}

function notesUser(request: FastifyRequest): number {
  const userId = notesUsers.get(request);
  if (userId === undefined) throw new HttpError(401, NOTES_TOKEN_MISSING);
  return userId;
}

/** The `thinkToken` security scheme: the notes token travels in a header literally named `token`. */
export function thinkTokenHandler({ db, now }: SsoDeps) {
  return async (request: FastifyRequest) => {
    const header = request.headers['token'];
    const token = typeof header === 'string' ? header.trim() : '';
    if (token === '') throw new HttpError(401, NOTES_TOKEN_MISSING);
    const userId = await resolveNotesToken(db, token, now());
    if (userId === undefined) throw new HttpError(401, NOTES_TOKEN_INVALID);
    notesUsers.set(request, userId);
  };
}

export function apiHandlers({ db, now }: SsoDeps): Record<string, Handler> {
  return {
    ssoSpecialLogin: async (request) => {
      const { phone } = request.body as { phone: string };
      const session = portalSessions.get(request);
      // Someone else's phone answers exactly like a phone nobody has: the call is no account oracle.
      if (!session || session.user.phone !== phone || !session.user.notesEnabled) throw new HttpError(404, NOTES_NOT_OPENED);
      // The key belongs to this portal session: logging it out ends the key and the notes token it buys.
      return ssoOk({ key: await issueNotesKey(db, session.user.id, session.token, now()) });
    },
    ssoGetToken: async (request) => {
      const { key } = request.body as { key: string };
      const token = await exchangeNotesKey(db, key, now());
      if (token === undefined) throw new HttpError(401, KEY_INVALID);
      return ssoOk({ token });
    },
    thinkPersonalOrganizations: async (request) => {
      const organizations = await listPersonalOrganizations(db, notesUser(request));
      return ssoOk({ data: organizations, total: organizations.length });
    },
    thinkWikiList: async (request) => {
      const { orgId } = request.params as { orgId: string };
      const userId = notesUser(request);
      if (!await findOrganization(db, orgId) || !await isMember(db, orgId, userId)) throw new HttpError(404, ORGANIZATION_NOT_FOUND);
      const wikis = await listWikis(db, orgId);
      return ssoOk({ data: wikis, total: wikis.length });
    },
  };
}
