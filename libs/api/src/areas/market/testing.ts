import type { DemandDetail, DemandRecordDetail, DemandResponse, DemandSummary } from './types';

export function buildDemandSummary(overrides: Partial<DemandSummary> = {}): DemandSummary {
  return {
    id: 301,
    type: 'technology',
    title: '征集注塑件表面缺陷视觉检测方案',
    summary: '杭州恒越智能科技有限公司位于杭州市余杭区，主要从事家电配件注塑。在线检测缩痕、飞边、银纹等缺陷…',
    budgetMin: 20,
    budgetMax: 60,
    regionCode: '330110',
    regionName: '杭州市余杭区',
    industry: 'C',
    industryLabel: '制造业',
    deadline: '2027-01-20',
    status: 'open',
    publisherName: '杭州恒越智能科技有限公司',
    publishedAt: '2026-11-18T02:00:00.000Z',
    responseCount: 2,
    ...overrides,
  };
}

export function buildDemandResponse(overrides: Partial<DemandResponse> = {}): DemandResponse {
  return {
    id: 41,
    demandId: 301,
    responderName: '温州瓯江新材料有限公司',
    message: '我们已有类似场景的落地案例，指标可满足要求，愿意以联合攻关方式推进。',
    contact: { name: '李文博', phone: '13800138002' },
    file: null,
    accepted: false,
    createdAt: '2026-11-19T03:00:00.000Z',
    ...overrides,
  };
}

export function buildDemandDetail(overrides: Partial<DemandDetail> = {}): DemandDetail {
  return {
    demand: buildDemandSummary(),
    description: '杭州恒越智能科技有限公司位于杭州市余杭区，主要从事家电配件注塑。在线检测缩痕、飞边、银纹等缺陷，检出率 99% 以上、误判率低于 1%，节拍 2 秒/件。',
    contact: null,
    mine: false,
    myResponse: null,
    ...overrides,
  };
}

export function buildDemandRecordDetail(overrides: Partial<DemandRecordDetail> = {}): DemandRecordDetail {
  const detail = overrides.detail ?? buildDemandDetail({ mine: true, contact: { name: '周思远', phone: '13800138000' } });
  return {
    record: {
      demand: detail.demand,
      reviewState: 'approved',
      rejectReason: null,
      submittedAt: '2026-11-17T02:00:00.000Z',
      updatedAt: '2026-11-18T02:00:00.000Z',
      allowedActions: ['accept', 'close'],
    },
    detail,
    responses: [buildDemandResponse(), buildDemandResponse({ id: 42, responderName: '嘉兴南湖数字科技有限公司', contact: { name: '王海燕', phone: '13800138003' } })],
    ...overrides,
  };
}
