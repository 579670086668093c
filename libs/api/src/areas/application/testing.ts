import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { applicationProgress } from './application-progress';
import type {
  Application,
  ApplicationMaterial,
  ApplicationPage,
  EvaluationConditionResult,
  MaterialFile,
  ProjectEvaluation,
  ProjectEvaluationReport,
} from './types';

export function buildMaterialFile(overrides: Partial<MaterialFile> = {}): MaterialFile {
  return { name: '营业执照复印件.pdf', size: 245_760, contentType: 'application/pdf', uploadedAt: '2025-03-10T03:00:00.000Z', ...overrides };
}

/** A material without a file (准备中); pass `file: buildMaterialFile()` and `state: 'ready'` for an uploaded one. */
export function buildApplicationMaterial(overrides: Partial<ApplicationMaterial> = {}): ApplicationMaterial {
  return { materialId: 'm1', name: '营业执照复印件', mode: 'upload', required: true, state: 'preparing', file: null, ...overrides };
}

/** A draft application with two required materials and one optional; progress follows the materials. */
export function buildApplication(overrides: Partial<Application> = {}): Application {
  const materials = overrides.materials ?? [
    buildApplicationMaterial(),
    buildApplicationMaterial({ materialId: 'm2', name: '上年度财务审计报告' }),
    buildApplicationMaterial({ materialId: 'm3', name: '知识产权证明材料', required: false }),
  ];
  return {
    id: 501,
    projectId: 1001,
    projectName: '2025年度省级专精特新中小企业认定',
    status: 'draft',
    progress: applicationProgress(materials),
    timeline: [{ status: 'draft', at: '2025-03-10T02:00:00.000Z', note: '创建申报' }],
    createdAt: '2025-03-10T02:00:00.000Z',
    updatedAt: '2025-03-10T02:00:00.000Z',
    submittedAt: null,
    ...overrides,
    materials,
  };
}

export function buildApplicationPage(
  rows: Application[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: { total?: number; pageNum?: number; pageSize?: number } = {},
): ApplicationPage {
  return { rows, total, pageNum, pageSize };
}

export function buildEvaluationConditionResult(overrides: Partial<EvaluationConditionResult> = {}): EvaluationConditionResult {
  return {
    id: 'registered-years',
    title: '注册成立满一年',
    kind: 'hard',
    status: 'pass',
    actualText: '3.2 年',
    standardText: '≥ 1 年',
    evidence: '营业执照',
    missingFields: [],
    ...overrides,
  };
}

export function buildProjectEvaluation(overrides: Partial<ProjectEvaluation> = {}): ProjectEvaluation {
  return {
    ruleSetId: 'project-1001',
    version: '2025.1',
    name: '2025年度省级专精特新中小企业认定',
    status: 'incomplete',
    matchDegree: 60,
    results: [
      buildEvaluationConditionResult(),
      buildEvaluationConditionResult({
        id: 'rd-ratio',
        title: '研发费用占营业收入比例',
        status: 'fail',
        actualText: '2.1%',
        standardText: '≥ 3%',
        evidence: '研发费用专项审计报告',
      }),
      buildEvaluationConditionResult({
        id: 'invention-patents',
        title: '拥有有效发明专利',
        kind: 'soft',
        status: 'unknown',
        actualText: '未填写',
        standardText: '≥ 1 件',
        evidence: '专利证书',
        missingFields: ['inventionPatents'],
      }),
    ],
    missingFields: ['inventionPatents'],
    ...overrides,
  };
}

export function buildProjectEvaluationReport(overrides: Partial<ProjectEvaluationReport> = {}): ProjectEvaluationReport {
  return {
    id: 9001,
    type: 'project_evaluation',
    title: '项目自评：2025年度省级专精特新中小企业认定',
    createdAt: '2025-03-10T02:00:00.000Z',
    headline: '待完善信息，匹配度 60%',
    match: null,
    evaluation: buildProjectEvaluation(),
    projectId: 1001,
    ...overrides,
  };
}
