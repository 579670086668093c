import type { FastifyRequest } from 'fastify';
import { listOperations } from '../contract/load-contract';
import type { OpenApiDocument } from '../contract/load-contract';
import type { Db } from '../db/database';
import { findInstitutionByUser } from '../domain/institutions';
import type { User } from '../domain/users';
import { HttpError } from '../http/http-error';
import { LOGIN_REQUIRED_MESSAGE } from './constants';
import { findSession } from './session';

/** The accounts an operation is for (`x-account-types` in portal.yaml). */
export type AccountKind = 'enterprise' | 'org' | 'certifiedOrg' | 'admin';

export const FORBIDDEN_MESSAGE = '无权执行此操作';
export const ENTERPRISE_ONLY_MESSAGE = '仅企业账号可以使用此功能';
export const ORG_ONLY_MESSAGE = '仅服务机构账号可以使用此功能';
export const INSTITUTION_ONLY_MESSAGE = '企业账号请使用企业门户，机构工作台仅供服务机构使用';
export const NOT_CERTIFIED_MESSAGE = '机构尚未通过入驻认证';

type Access = {
  /** The contract names bearerAuth as the only way in: no anonymous call. */
  loginRequired: boolean;
  kinds: readonly AccountKind[] | undefined;
  message: string | undefined;
};

type OperationExtensions = { 'x-account-types'?: AccountKind[]; 'x-account-message'?: string };

/** Who may call each operation, read once from the contract the host serves. */
export function operationAccess(contract: OpenApiDocument): Map<string, Access> {
  const access = new Map<string, Access>();
  for (const { operationId, operation } of listOperations(contract)) {
    const security = operation.security ?? contract.security ?? [];
    const extensions = operation as OperationExtensions;
    access.set(operationId, {
      loginRequired: security.length > 0 && security.every((item) => 'bearerAuth' in item),
      kinds: extensions['x-account-types'],
      message: extensions['x-account-message'],
    });
  }
  return access;
}

async function kindsOf(db: Db, user: User): Promise<AccountKind[]> {
  if (user.userType === 'enterprise') return ['enterprise'];
  if (user.userType === 'admin') return ['admin'];
  return (await findInstitutionByUser(db, user.id))?.status === 'approved' ? ['org', 'certifiedOrg'] : ['org'];
}

function refusal(kinds: readonly AccountKind[], user: User, message: string | undefined): string {
  if (kinds.length === 1 && kinds[0] === 'certifiedOrg') return user.userType === 'org' ? NOT_CERTIFIED_MESSAGE : INSTITUTION_ONLY_MESSAGE;
  if (message) return message;
  if (kinds.length === 1 && kinds[0] === 'enterprise') return ENTERPRISE_ONLY_MESSAGE;
  if (kinds.length === 1 && kinds[0] === 'org') return ORG_ONLY_MESSAGE;
  return FORBIDDEN_MESSAGE;
}

/**
 * The one place where an operation's caller is checked against the contract: 401 without a login where one is
 * needed, 403 for an account the operation is not for. The portal host runs it for every request once the
 * session is known and before the body is read, so no handler repeats it and a refused upload is never read.
 */
export function createAccessCheck(db: Db, contract: OpenApiDocument): (request: FastifyRequest, operationId: string | undefined) => void {
  const access = operationAccess(contract);
  return async (request, operationId) => {
    const rule = operationId === undefined ? undefined : access.get(operationId);
    if (!rule) return;
    const session = findSession(request);
    if (!session) {
      if (rule.loginRequired) throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
      return;
    }
    if (rule.kinds === undefined) return;
    const held = await kindsOf(db, session.user);
    if (!rule.kinds.some((kind) => held.includes(kind))) throw new HttpError(403, refusal(rule.kinds, session.user, rule.message));
  };
}
