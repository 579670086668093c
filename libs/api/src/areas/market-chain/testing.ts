import type { ChainContactRequest, ChainMatch, IndustryChainDetail, IndustryChainSummary } from './types';

export function buildIndustryChainSummary(overrides: Partial<IndustryChainSummary> = {}): IndustryChainSummary {
  return {
    id: 4,
    name: '智能制造装备',
    intro: '以机器人与智能产线整机企业为链主，带动核心零部件、视觉检测与工业软件配套。',
    regionName: '浙江省杭州市',
    leaders: ['杭州钱江智能装备集团有限公司', '浙江中控工业互联网有限公司'],
    driveIndex: { value: 57, localSupplyRate: 57, supplierSmes: 380, openOpportunities: 5 },
    ...overrides,
  };
}

export function buildIndustryChainDetail(overrides: Partial<IndustryChainDetail> = {}): IndustryChainDetail {
  return {
    ...buildIndustryChainSummary(overrides),
    segments: [
      { id: 10, stage: 'upstream', name: '核心零部件', industries: ['C'], keywords: ['伺服电机', '减速器'] },
      { id: 11, stage: 'midstream', name: '整机与智能装备', industries: ['C'], keywords: ['工业机器人', '视觉检测'] },
      { id: 12, stage: 'downstream', name: '系统集成与工业软件', industries: ['I', 'C'], keywords: ['MES', '产线控制软件'] },
    ],
    leaderDetails: [{ id: 7, name: '杭州钱江智能装备集团有限公司', regionName: '浙江省杭州市萧山区', stage: 'midstream', intro: '工业机器人与柔性产线整机，年装机量 1.2 万台。' }],
    opportunities: [
      {
        id: 31,
        kind: 'demand',
        title: '机器人工作站视觉检测模块配套',
        segmentName: '整机与智能装备',
        publisher: '杭州钱江智能装备集团有限公司',
        regionName: '浙江省杭州市',
        deadline: '2026-12-30',
        detail: '用于焊缝与外观缺陷检测，年需求约 800 套。',
      },
    ],
    ...overrides,
  };
}

export function buildChainMatch(overrides: Partial<ChainMatch> = {}): ChainMatch {
  return {
    chainId: 4,
    score: 94,
    segment: '中游 · 整机与智能装备',
    reasons: [
      { factor: 'industry', status: 'matched', points: 30, maxPoints: 30, text: '档案所属行业制造业（C）与上游 · 核心零部件、中游 · 整机与智能装备相同' },
      { factor: 'products', status: 'matched', points: 50, maxPoints: 50, text: '档案主营产品“工业视觉检测设备、智能产线控制软件”含“视觉检测”、“智能产线”，对应中游 · 整机与智能装备' },
      { factor: 'tiers', status: 'missing', points: 0, maxPoints: 20, text: '企业档案未填写资质情况，此项不计分' },
    ],
    ...overrides,
  };
}

export function buildChainContactRequest(overrides: Partial<ChainContactRequest> = {}): ChainContactRequest {
  return {
    id: 501,
    opportunityId: 31,
    opportunityTitle: '机器人工作站视觉检测模块配套',
    opportunityKind: 'demand',
    chainId: 4,
    chainName: '智能制造装备',
    publisher: '杭州钱江智能装备集团有限公司',
    enterpriseName: '杭州云栖智能科技有限公司',
    contactName: '陈立',
    contactPhone: '13800138000',
    note: '我司视觉检测模块已在 3 条产线应用，可按需定制。',
    state: 'submitted',
    contactNote: null,
    outcomeReason: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    contactedAt: null,
    decidedAt: null,
    ...overrides,
  };
}
