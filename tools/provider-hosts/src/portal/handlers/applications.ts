import { NOT_FOUND_MESSAGE, createApplication, findApplication, listApplications, submitApplication, updateMaterialState } from '../../domain/applications';
import { findDeclaration } from '../../domain/declarations';
import { HttpError } from '../../http/http-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import { DECLARATION_NOT_FOUND } from './declarations';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';

type IdParams = { id: number };

export function applicationHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    applicationCreate: async (request) => {
      const { user } = requireSession(request);
      const { projectId } = request.body as { projectId: number };
      const at = now();
      const project = findDeclaration(db, projectId, at);
      if (!project) throw new HttpError(404, DECLARATION_NOT_FOUND);
      if (project.status === 'closed') throw new HttpError(409, '该项目申报已截止');
      return ok(createApplication(db, user.id, projectId, at));
    },
    applicationMine: async (request) => {
      const { user } = requireSession(request);
      return ok(listApplications(db, user.id, request.query as { pageNum: number; pageSize: number; status?: PortalSchemas['ApplicationStatus'] }));
    },
    applicationDetail: async (request) => {
      const { user } = requireSession(request);
      const application = findApplication(db, user.id, (request.params as IdParams).id);
      if (!application) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return ok(application);
    },
    applicationMaterialUpdate: async (request) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as { id: number; materialId: string };
      const { state } = request.body as { state: Exclude<PortalSchemas['MaterialState'], 'submitted'> };
      return ok(updateMaterialState(db, user.id, id, materialId, state, now()), '材料状态已更新');
    },
    applicationSubmit: async (request) => {
      const { user } = requireSession(request);
      return ok(submitApplication(db, user.id, (request.params as IdParams).id, now()), '申报已提交');
    },
  };
}
