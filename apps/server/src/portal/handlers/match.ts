import { parseRuleSet } from '@smes/eligibility';
import { HIGH_TECH_RULESET, SPECIALIZED_RULESET } from '@smes/rule-sets';
import { countedIpRecords, ledgerForEvaluation, listIpRecords } from '../../domain/ip-records';
import { findDeclaration, findDeclarationRuleSet } from '../../domain/declarations';
import { currentScheme } from '../../domain/evaluation-schemes';
import { hasLedger } from '../../domain/ledgers';
import { countMatchablePolicies, estimateFor, evaluateProject, evaluationHeadline, listMatchablePoliciesWithFields, matchReportHeadline, matchReportTitle, matchReportToSave, recommend } from '../../domain/matching';
import { renderReportHtml, reportFileName } from '../report-html';
import { findCjkFont, MissingCjkFontError, renderReportPdf } from '../../domain/report-pdf';
import { findReport, findReportAnswer, findReportMatches, insertMatchReport, insertReport, listReports } from '../../domain/reports';
import type { StoredReport } from '../../domain/reports';
import { HttpError } from '../../http/http-error';
import { sendDownload } from '../download';
import { ok } from '../envelope';
import { requireSession } from '../session';
import { DECLARATION_NOT_FOUND } from './declarations';
import { scopeParam } from './params';
import type { Handler, PortalDeps } from './types';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../../contract/queries';

export const REPORT_NOT_FOUND = '报告不存在';
export const REPORT_CATEGORY_NOT_FOUND = '报告中没有这一类别的政策';

type IdParams = { id: number };

export function matchHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  /** What a report file is named after: the enterprise for a match report or a 高企/专精特新评测, the project for a 自评. */
  const reportSubject = async (report: StoredReport, user: { enterpriseName: string | null; nickName: string }): Promise<string> =>
    report.type === 'match'
      ? (report.match?.enterpriseName ?? user.enterpriseName ?? '')
      : report.type === 'high_tech' || report.type === 'specialized'
        ? (user.enterpriseName ?? user.nickName)
        : ((report.projectId ? (await findDeclaration(db, report.projectId, now()))?.projectName : undefined) ?? report.title);
  return {
    matchablePolicies: async (request) => {
      const { applicableTo } = request.query as ValidQuery<'matchablePolicies'>;
      return ok(await listMatchablePoliciesWithFields(db, (await scopeParam(db, applicableTo)).applicableTo));
    },
    matchablePolicyCount: async (request) => {
      const { applicableTo } = request.query as ValidQuery<'matchablePolicyCount'>;
      return ok({ total: await countMatchablePolicies(db, (await scopeParam(db, applicableTo)).applicableTo) });
    },
    matchReportCreate: async (request) => {
      const { user } = requireSession(request);
      const at = now();
      const ledger = await ledgerForEvaluation(db, user.id, at);
      const report = await matchReportToSave(db, ledger, user.enterpriseName ?? user.nickName, at);
      // Its policies are stored one row each and the answer carries each category's first page, as the detail (ADR 122);
      // each policy is made as it is written and let go unless the answer shows it (ADR 136).
      const saved = await insertMatchReport(db, { userId: user.id, title: matchReportTitle(at), headline: matchReportHeadline(report.summary), report }, at);
      return ok(saved, '匹配报告已生成');
    },
    matchRecommend: async (request) => {
      const { user } = requireSession(request);
      const at = now();
      const ledger = await ledgerForEvaluation(db, user.id, at);
      return ok(hasLedger(ledger) ? await recommend(db, ledger, at) : []);
    },
    matchEstimate: async (request) => {
      const { user } = requireSession(request);
      const at = now();
      const ledger = await ledgerForEvaluation(db, user.id, at);
      return ok(hasLedger(ledger) ? await estimateFor(db, ledger, at) : null);
    },
    reportList: async (request) => {
      const { user } = requireSession(request);
      const query = request.query as { pageNum: number; pageSize: number; type?: PortalSchemas['ReportType'] };
      return ok(await listReports(db, user.id, query));
    },
    reportDetail: async (request) => {
      const { user } = requireSession(request);
      const found = await findReportAnswer(db, user.id, (request.params as IdParams).id);
      if (!found) throw new HttpError(404, REPORT_NOT_FOUND);
      return ok(found);
    },
    reportMatches: async (request) => {
      const { user } = requireSession(request);
      const { category, pageNum, pageSize } = request.query as ValidQuery<'reportMatches', 'pageNum' | 'pageSize'>;
      const page = await findReportMatches(db, user.id, (request.params as IdParams).id, { category, pageNum, pageSize });
      if (!page) throw new HttpError(404, REPORT_NOT_FOUND);
      if (page.total === 0) throw new HttpError(404, REPORT_CATEGORY_NOT_FOUND);
      const pages = Math.ceil(page.total / pageSize);
      if (pageNum > pages) throw new HttpError(400, `页码超出范围：该类别共 ${page.total} 项，每页 ${pageSize} 项时只有 ${pages} 页`);
      return ok({ rows: page.rows, total: page.total, pageNum, pageSize });
    },
    reportExport: async (request, reply) => {
      const { user } = requireSession(request);
      const { id } = request.params as IdParams;
      const report = await findReport(db, user.id, id);
      if (!report) throw new HttpError(404, REPORT_NOT_FOUND);
      return sendDownload(reply, {
        asciiName: `report-${id}.html`,
        name: reportFileName(report, await reportSubject(report, user)),
        contentType: 'text/html; charset=utf-8',
        body: renderReportHtml(report),
      });
    },
    reportExportPdf: async (request, reply) => {
      const { user } = requireSession(request);
      const { id } = request.params as IdParams;
      const report = await findReport(db, user.id, id);
      if (!report) throw new HttpError(404, REPORT_NOT_FOUND);
      const subject = await reportSubject(report, user);
      let font;
      try {
        font = findCjkFont();
      } catch (error) {
        if (error instanceof MissingCjkFontError) throw new HttpError(500, error.message);
        throw error;
      }
      const enterpriseName = report.match?.enterpriseName ?? user.enterpriseName ?? user.nickName;
      return sendDownload(reply, {
        asciiName: `report-${id}.pdf`,
        name: reportFileName(report, subject, 'pdf'),
        contentType: 'application/pdf',
        body: await renderReportPdf({ report, enterpriseName, subject, font }),
      });
    },
    /** 高企评测: the engine on the shipped 高企 rule set, kept under 我的报告 › 高企评测 like any report. */
    highTechEvaluate: async (request) => {
      const { user } = requireSession(request);
      const at = now();
      const evaluation = await evaluateProject(db, HIGH_TECH_RULESET, await ledgerForEvaluation(db, user.id, at), at);
      // The ledger's IP counts come from the 知识产权台账 where there is one; the report names the records counted.
      const payload = (await listIpRecords(db, user.id)).length > 0 ? { ...evaluation, countedIpRecords: await countedIpRecords(db, user.id) } : evaluation;
      const report = await insertReport(
              db,
              { userId: user.id, type: 'high_tech', title: '高新技术企业评测报告', headline: evaluationHeadline(evaluation), projectId: null, payload },
              at,
            );
      return ok(report, '评测完成');
    },
    /**
     * 专精特新评测: the scheme version in force today, read from the stored versions (data), so a new national
     * standard re-evaluates without a release; the saved evaluation names the version it used.
     */
    specializedEvaluate: async (request) => {
      const { user } = requireSession(request);
      const at = now();
      const scheme = await currentScheme(db, SPECIALIZED_RULESET.id, at);
      if (!scheme) throw new HttpError(500, '暂无生效的专精特新评测标准');
      const evaluation = await evaluateProject(db, scheme, await ledgerForEvaluation(db, user.id, at), at);
      const report = await insertReport(
              db,
              { userId: user.id, type: 'specialized', title: '专精特新中小企业评测报告', headline: evaluationHeadline(evaluation), projectId: null, payload: evaluation },
              at,
            );
      return ok(report, '评测完成');
    },
    declarationEvaluate: async (request) => {
      const { user } = requireSession(request);
      const { id } = request.params as IdParams;
      const at = now();
      const project = await findDeclaration(db, id, at);
      const ruleSet = await findDeclarationRuleSet(db, id);
      if (!project || ruleSet === undefined) throw new HttpError(404, DECLARATION_NOT_FOUND);
      if (ruleSet === null) throw new HttpError(400, '该项目暂不支持在线自评');
      const evaluation = await evaluateProject(db, parseRuleSet(ruleSet), await ledgerForEvaluation(db, user.id, at), at);
      const report = await insertReport(
              db,
              {
                userId: user.id,
                type: 'project_evaluation',
                title: `${project.projectName}自评报告`,
                headline: evaluationHeadline(evaluation),
                projectId: id,
                payload: evaluation,
              },
              at,
            );
      return ok(report, '自评完成');
    },
  };
}
