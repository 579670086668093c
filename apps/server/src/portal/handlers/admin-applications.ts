import { advanceApplication, findOperatorApplication, listOperatorApplications } from '../../domain/application-progress';
import type { OperatorApplicationQuery } from '../../domain/application-progress';
import { NOT_FOUND_MESSAGE } from '../../domain/applications';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';

type IdParams = { id: number };

/** 申报受理: the platform operator's calls that move an application past 已提交 (`x-account-types: [admin]`). */
export function adminApplicationHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    adminApplicationList: async (request) => {
      return ok(await listOperatorApplications(db, request.query as OperatorApplicationQuery));
    },
    adminApplicationDetail: async (request) => {
      const found = await findOperatorApplication(db, (request.params as IdParams).id);
      if (!found) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return ok(found);
    },
    adminApplicationTransition: async (request) => {
      const session = requireSession(request);
      const transition = request.body as PortalSchemas['ApplicationTransition'];
      const moved = await advanceApplication(db, { name: session.user.nickName }, (request.params as IdParams).id, transition, now());
      return ok(moved, '办理成功');
    },
  };
}
