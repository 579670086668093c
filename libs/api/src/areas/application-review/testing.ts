import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import { buildApplication } from '../application/testing';
import type { AdminApplication, AdminApplicationList, AdminApplicationSummary, ApplicationStatusCount } from './types';

export function buildAdminApplicationSummary(overrides: Partial<AdminApplicationSummary> = {}): AdminApplicationSummary {
  return {
    id: 501,
    projectId: 1001,
    projectName: '2025年度省级专精特新中小企业认定',
    status: 'submitted',
    enterpriseName: '杭州云栖智造科技有限公司',
    submittedAt: '2025-03-12T02:00:00.000Z',
    updatedAt: '2025-03-12T02:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminApplicationList(
  rows: AdminApplicationSummary[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE, statusCounts = [] }: { total?: number; pageNum?: number; pageSize?: number; statusCounts?: ApplicationStatusCount[] } = {},
): AdminApplicationList {
  return { rows, total, pageNum, pageSize, statusCounts };
}

/** A submitted application as the operator sees it: 受理 / 不予受理 / 退回补正 open. */
export function buildAdminApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    application: buildApplication({
      status: 'submitted',
      submittedAt: '2025-03-12T02:00:00.000Z',
      timeline: [
        { status: 'draft', at: '2025-03-10T02:00:00.000Z', note: '保存申报草稿，开始上传材料', actor: null },
        { status: 'submitted', at: '2025-03-12T02:00:00.000Z', note: '已提交申报材料（2 份文件），等待主管部门受理', actor: null },
      ],
    }),
    enterpriseName: '杭州云栖智造科技有限公司',
    applicantPhone: '13800138000',
    actions: ['accept', 'decline', 'return'],
    ...overrides,
  };
}
