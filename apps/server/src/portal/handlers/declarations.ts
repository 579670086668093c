import { countView } from '../../domain/view-tally';
import { findDeclaration, listDeclarations } from '../../domain/declarations';
import type { DeclarationQuery } from '../../domain/declarations';
import { HttpError } from '../../http/http-error';
import { toCsv } from '../../shared/csv';
import { sendDownload } from '../download';
import { ok } from '../envelope';
import { scopeParam } from './params';
import type { Handler, PortalDeps } from './types';
import { commitmentTemplatePdf, projectCommitment } from '../../domain/application-forms';

export const DECLARATION_NOT_FOUND = '申报项目不存在';

export function materialsCsvName(projectName: string): string {
  return `${projectName}-申报材料清单.csv`;
}

export function declarationHandlers({ db, now, views }: PortalDeps): Record<string, Handler> {
  return {
    declarationProjectList: async (request) => {
      const { applicableTo, ...rest } = request.query as Omit<DeclarationQuery, 'applicableTo'> & { applicableTo?: string };
      return ok(await listDeclarations(db, { ...rest, ...await scopeParam(db, applicableTo) }, now()));
    },
    declarationProjectDetail: async (request) => {
      const { id } = request.params as { id: number };
      const project = await findDeclaration(db, id, now());
      if (!project) throw new HttpError(404, DECLARATION_NOT_FOUND);
      return ok(countView(views, 'declaration_projects', id, project));
    },
    declarationCommitmentText: async (request) => ok(await projectCommitment(db, (request.params as { id: number }).id, now())),
    declarationCommitmentTemplate: async (request, reply) => {
      const { id } = request.params as { id: number };
      const template = await commitmentTemplatePdf(db, id, now());
      return sendDownload(reply, { asciiName: `declaration-${id}-commitment.pdf`, name: template.name, contentType: 'application/pdf', body: template.body });
    },
    declarationMaterialsExport: async (request, reply) => {
      const { id } = request.params as { id: number };
      const project = await findDeclaration(db, id, now());
      if (!project) throw new HttpError(404, DECLARATION_NOT_FOUND);
      const rows = [
        ['序号', '材料名称', '是否必需', '说明'],
        ...project.materials.map((material, index) => [
          String(index + 1),
          material.name,
          material.required ? '是' : '否',
          material.description,
        ]),
      ];
      return sendDownload(reply, {
        asciiName: `declaration-${id}-materials.csv`,
        name: materialsCsvName(project.projectName),
        contentType: 'text/csv; charset=utf-8',
        body: toCsv(rows),
      });
    },
  };
}
