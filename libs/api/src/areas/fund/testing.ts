import type { FinancingApplication, FinancingApplicationSummary, FundDetail, FundFacets, FundSummary } from './types';

export function buildFundSummary(overrides: Partial<FundSummary> = {}): FundSummary {
  return {
    id: 5,
    name: '杭银科创贷',
    provider: '杭州银行',
    regionName: '杭州市',
    amountMin: 50,
    amountMax: 1000,
    rateMin: 3.2,
    rateMax: 4.5,
    termMin: 6,
    termMax: 36,
    guarantee: 'credit',
    tags: ['科创贷', '专精特新贷'],
    summary: '面向科技型中小企业的纯信用贷款，看研发投入和知识产权，不看抵押物',
    applicationCount: 128,
    publishDate: '2026-11-18',
    ...overrides,
  };
}

export function buildFundDetail(overrides: Partial<FundDetail> = {}): FundDetail {
  return {
    ...buildFundSummary(overrides),
    description: '杭州银行在杭州市开办的科创贷产品。',
    repayments: ['interestFirst', 'equalInstallment'],
    eligibility: ['国家高新技术企业或入库科技型中小企业', '成立满 2 年，近一年有研发投入'],
    materials: ['营业执照副本', '法定代表人身份证', '近两年财务报表及最近一期报表'],
    contactPhone: '95398',
    ...overrides,
  };
}

export function buildFundFacets(overrides: Partial<FundFacets> = {}): FundFacets {
  return {
    providers: [
      { name: '杭州银行', count: 2 },
      { name: '浙商银行', count: 2 },
    ],
    tags: [
      { name: '科创贷', count: 14 },
      { name: '人才贷', count: 6 },
    ],
    ...overrides,
  };
}

export function buildFinancingApplicationSummary(overrides: Partial<FinancingApplicationSummary> = {}): FinancingApplicationSummary {
  return {
    id: 3,
    applicationNo: 'RZ2026112400003',
    productId: 5,
    productName: '杭银科创贷',
    provider: '杭州银行',
    amount: 200,
    termMonths: 12,
    status: 'submitted',
    createdAt: '2026-11-24T02:00:00.000Z',
    updatedAt: '2026-11-24T02:00:00.000Z',
    ...overrides,
  };
}

export function buildFinancingApplication(overrides: Partial<FinancingApplication> = {}): FinancingApplication {
  return {
    ...buildFinancingApplicationSummary(overrides),
    purpose: '购置数控加工中心两台',
    contactName: '陈思远',
    contactPhone: '13800138000',
    enterpriseName: '杭州云栖智造科技有限公司',
    creditCode: '91330110MA2H3K8X5F',
    revenueY1: 6800,
    approvedAmount: null,
    approvedRate: null,
    rejectReason: null,
    nextUpdateAt: '2026-11-24T04:00:00.000Z',
    nextUpdateUncountedHolidayYear: null,
    timeline: [{ status: 'submitted', at: '2026-11-24T02:00:00.000Z', note: '已提交至杭州银行' }],
    ...overrides,
  };
}
