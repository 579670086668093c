import {
  NOT_FOUND_MESSAGE,
  createApplication,
  deleteMaterialFile,
  findApplication,
  findMaterialFile,
  listApplications,
  saveMaterialFile,
  submitApplication,
  updateMaterialState,
} from '../../domain/applications';
import { generateApplicationForm, getApplicationForm, saveApplicationForm, signCommitment, withdrawApplication } from '../../domain/application-forms';
import { findDeclaration } from '../../domain/declarations';
import { checkMaterialFile } from '../../domain/material-files';
import { HttpError } from '../../http/http-error';
import { extensionOf, sendDownload } from '../download';
import { ok } from '../envelope';
import { uploadOf } from '../multipart';
import { requireSession } from '../session';
import { DECLARATION_NOT_FOUND } from './declarations';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../../contract/queries';

type IdParams = { id: number };
type MaterialParams = { id: number; materialId: string };

export function applicationHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    applicationCreate: async (request) => {
      const { user } = requireSession(request);
      const { projectId } = request.body as { projectId: number };
      const at = now();
      const project = await findDeclaration(db, projectId, at);
      if (!project) throw new HttpError(404, DECLARATION_NOT_FOUND);
      if (project.status === 'closed') throw new HttpError(409, '该项目申报已截止');
      return ok(await createApplication(db, user.id, projectId, at));
    },
    applicationMine: async (request) => {
      const { user } = requireSession(request);
      return ok(await listApplications(db, user.id, request.query as ValidQuery<'applicationMine', 'pageNum' | 'pageSize'>));
    },
    applicationDetail: async (request) => {
      const { user } = requireSession(request);
      const application = await findApplication(db, user.id, (request.params as IdParams).id);
      if (!application) throw new HttpError(404, NOT_FOUND_MESSAGE);
      return ok(application);
    },
    applicationMaterialUpdate: async (request) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as MaterialParams;
      const { state } = request.body as PortalSchemas['MaterialStateUpdate'];
      return ok(await updateMaterialState(db, user.id, id, materialId, state, now()), '材料状态已更新');
    },
    applicationMaterialUpload: async (request) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as MaterialParams;
      const upload = uploadOf(request);
      const checked = checkMaterialFile(upload.name, upload.bytes);
      return ok(await saveMaterialFile(db, user.id, id, materialId, { ...checked, body: upload.bytes }, now()), '材料文件已上传');
    },
    applicationMaterialFileDelete: async (request) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as MaterialParams;
      return ok(await deleteMaterialFile(db, user.id, id, materialId, now()), '材料文件已删除');
    },
    applicationMaterialDownload: async (request, reply) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as MaterialParams;
      const file = await findMaterialFile(db, { userId: user.id, operator: user.userType === 'admin' }, id, materialId);
      return sendDownload(reply, {
        asciiName: `application-${id}-${materialId}${extensionOf(file.name)}`,
        name: file.name,
        contentType: file.contentType,
        body: file.body,
      });
    },
    applicationWithdraw: async (request) => {
      const { user } = requireSession(request);
      return ok(await withdrawApplication(db, user.id, (request.params as IdParams).id, now()), '申报已撤回，可修改材料后重新提交');
    },
    applicationFormGet: async (request) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as MaterialParams;
      return ok(await getApplicationForm(db, user, id, materialId));
    },
    applicationFormSave: async (request) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as MaterialParams;
      return ok(await saveApplicationForm(db, user, id, materialId, request.body as PortalSchemas['ApplicationFormFields'], now()), '申报书草稿已保存');
    },
    applicationFormGenerate: async (request) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as MaterialParams;
      return ok(await generateApplicationForm(db, user, id, materialId, now()), '申报书已生成');
    },
    applicationCommitmentSign: async (request) => {
      const { user } = requireSession(request);
      const { id, materialId } = request.params as MaterialParams;
      const { agree } = request.body as PortalSchemas['CommitmentAgreement'];
      return ok(await signCommitment(db, user, id, materialId, agree === 'yes', now()), agree === 'yes' ? '已作出信用承诺' : '已取消信用承诺');
    },
    applicationSubmit: async (request) => {
      const { user } = requireSession(request);
      return ok(await submitApplication(db, user.id, (request.params as IdParams).id, now()), '申报已提交');
    },
  };
}
