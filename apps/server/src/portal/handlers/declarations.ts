import { countView } from '../../domain/view-tally';
import { findDeclaration, listDeclarations } from '../../domain/declarations';
import type { DeclarationQuery } from '../../domain/declarations';
import { answerKey } from '../../domain/search/answer-cache';
import { nextStatusChange } from '../../domain/status-changes';
import { HttpError } from '../../http/http-error';
import { toCsv } from '../../shared/csv';
import { sendDownload } from '../download';
import { ok } from '../envelope';
import { sendKept } from '../kept-body';
import { KEPT_READS } from '../kept-reads';
import { answerUntil } from '../kept-until';
import { scopeParam } from './params';
import type { Handler, PortalDeps } from './types';
import { commitmentTemplatePdf, projectCommitment } from '../../domain/application-forms';

export const DECLARATION_NOT_FOUND = '申报项目不存在';

export function materialsCsvName(projectName: string): string {
  return `${projectName}-申报材料清单.csv`;
}

export function declarationHandlers({ db, now, views, answers }: PortalDeps): Record<string, Handler> {
  return {
    declarationProjectList: async (request, reply) => {
      const query = request.query as Omit<DeclarationQuery, 'applicableTo'> & { applicableTo?: string };
      const { applicableTo, ...rest } = query;
      // Answered from memory while no project (nor a policy or the region tree, for applicableTo) has been written
      // and no project's status has changed since (ADR 140).
      const kept = await answerUntil(answers, now, answerKey('declarationProjectList', query), KEPT_READS.declarationProjectList, async (at) => {
        const scope = await scopeParam(db, applicableTo);
        const [value, until] = await Promise.all([listDeclarations(db, { ...rest, ...scope }, at), nextStatusChange(db, 'declaration_projects', at)]);
        return { value, until };
      });
      return sendKept(reply, kept, (page) => ok(page), answers.kept(kept));
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
