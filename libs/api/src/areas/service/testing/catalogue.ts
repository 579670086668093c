import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type {
  InstitutionCard,
  InstitutionProfile,
  RatingSummary,
  ServiceCaseCard,
  ServiceCaseDetail,
  ServiceProductCard,
  ServiceProductDetail,
  ServiceReview,
} from '../types';

/** One page of a catalogue list ({rows,total,pageNum,pageSize}). */
export function buildServicePage<TRow>(rows: TRow[], { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE } = {}) {
  return { rows, total, pageNum, pageSize };
}

export function buildRatingSummary(overrides: Partial<RatingSummary> = {}): RatingSummary {
  return {
    average: 4.6,
    count: 12,
    dimensions: { quality: 4.7, responsiveness: 4.4, professionalism: 4.8 },
    distribution: [0, 0, 1, 3, 8],
    ...overrides,
  };
}

export function buildInstitutionCard(overrides: Partial<InstitutionCard> = {}): InstitutionCard {
  return {
    id: 7,
    name: '杭州知衡知识产权代理有限公司',
    serviceCategories: ['知识产权', '科技咨询'],
    regionCode: '330100',
    regionName: '浙江省杭州市',
    intro: '专注发明专利申请与高企知识产权布局，服务杭州制造业企业十余年',
    rating: 4.6,
    reviewCount: 12,
    productCount: 5,
    caseCount: 3,
    completedOrders: 86,
    certifiedAt: '2026-03-02T02:00:00Z',
    ...overrides,
  };
}

export function buildServiceProductCard(overrides: Partial<ServiceProductCard> = {}): ServiceProductCard {
  return {
    id: 31,
    institutionId: 7,
    institutionName: '杭州知衡知识产权代理有限公司',
    name: '发明专利申请代理（含检索与撰写）',
    category: '知识产权',
    needs: ['专利申请代理'],
    summary: '查新检索、技术交底、权利要求撰写到答复审查意见，一次委托全程代理',
    priceMode: 'fixed',
    price: 6800,
    deliveryDays: 30,
    regionName: '浙江省杭州市',
    coverUrl: null,
    rating: 4.8,
    reviewCount: 9,
    orderCount: 41,
    ...overrides,
  };
}

export function buildServiceCaseCard(overrides: Partial<ServiceCaseCard> = {}): ServiceCaseCard {
  return {
    id: 51,
    institutionId: 7,
    institutionName: '杭州知衡知识产权代理有限公司',
    title: '为一家汽车零部件企业布局 6 件发明专利，助其通过高企认定',
    category: '知识产权',
    clientIndustry: '汽车零部件制造',
    summary: '梳理三年研发成果，挖掘出 6 个可申请发明专利的技术点',
    completedOn: '2026-06-18',
    ...overrides,
  };
}

export function buildServiceReview(overrides: Partial<ServiceReview> = {}): ServiceReview {
  return {
    id: 91,
    orderId: 301,
    productId: 31,
    productName: '发明专利申请代理（含检索与撰写）',
    institutionId: 7,
    institutionName: '杭州知衡知识产权代理有限公司',
    reviewerName: '杭州****有限公司',
    scores: { quality: 5, responsiveness: 4, professionalism: 5 },
    average: 4.7,
    text: '代理人对我们的工艺理解很快，审查意见答复也及时，两件专利都已授权。',
    createdAt: '2026-10-12T06:30:00Z',
    updatedAt: '2026-10-12T06:30:00Z',
    editableUntil: '2026-10-19T06:30:00Z',
    ...overrides,
  };
}

export function buildInstitutionProfile(overrides: Partial<InstitutionProfile> = {}): InstitutionProfile {
  return {
    institution: buildInstitutionCard(),
    description: '公司成立于 2012 年，拥有专利代理师 18 名，主要服务浙江省内的装备制造与电子信息企业。',
    address: '浙江省杭州市滨江区江南大道 588 号恒鑫大厦 12 层',
    foundedYear: 2012,
    staffSize: '50-99 人',
    qualifications: [{ name: '专利代理机构执业许可证', issuer: '国家知识产权局', validUntil: '2028-12-31' }],
    certificates: [],
    rating: buildRatingSummary(),
    products: [buildServiceProductCard()],
    cases: [buildServiceCaseCard()],
    recentReviews: [buildServiceReview()],
    ...overrides,
  };
}

export function buildServiceProductDetail(overrides: Partial<ServiceProductDetail> = {}): ServiceProductDetail {
  return {
    product: buildServiceProductCard(),
    description: '由具有机械、电子背景的专利代理师一对一对接，先检索后撰写，降低驳回风险。',
    deliverables: ['专利查新检索报告', '专利申请文件（说明书、权利要求书）', '国家知识产权局受理通知书'],
    process: ['技术交底', '查新检索', '撰写与确认', '提交申请', '答复审查意见'],
    institution: buildInstitutionCard(),
    rating: buildRatingSummary({ count: 9, average: 4.8 }),
    cases: [buildServiceCaseCard()],
    ...overrides,
  };
}

export function buildServiceCaseDetail(overrides: Partial<ServiceCaseDetail> = {}): ServiceCaseDetail {
  return {
    case: buildServiceCaseCard(),
    problem: '企业研发投入大，但只有实用新型专利，高企认定的知识产权评分偏低。',
    approach: '逐项访谈研发人员，挖掘出 6 个技术点，分两批提交发明专利申请并全程答复审查意见。',
    result: '6 件发明专利全部获得受理，其中 4 件已授权，企业当年通过高新技术企业认定。',
    productId: 31,
    productName: '发明专利申请代理（含检索与撰写）',
    ...overrides,
  };
}
