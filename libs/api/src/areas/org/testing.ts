import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type { OrgCase, OrgCasePage, OrgDashboard, OrgProduct, OrgProductPage, ServiceOrder, ServiceOrderPage, ServiceOrderSummary } from '../service/types';

/** An order as the institution sees it while 待确认: no contact yet, 接单 and 拒绝 allowed. */
export function buildOrgOrder(overrides: Partial<ServiceOrder> = {}): ServiceOrder {
  return {
    id: 9001,
    orderNo: 'FW202611240001',
    productId: 301,
    productName: '发明专利申请代理（含检索报告）',
    institutionId: 1,
    institutionName: '浙江中创知识产权服务有限公司',
    enterpriseName: '杭州云栖智造科技有限公司',
    status: 'pending',
    priceMode: 'fixed',
    price: 6800,
    agreedPrice: null,
    quotedPrice: null,
    allowedActions: ['accept', 'decline'],
    reviewed: false,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    requirements: '拟就一种工业视觉检测装置申请发明专利，已有技术交底书初稿，希望 3 个月内提交申请。',
    contactName: null,
    contactPhone: null,
    declineReason: null,
    cancelReason: null,
    deliveryNote: null,
    files: [],
    timeline: [{ status: 'pending', action: null, actor: 'enterprise', at: '2026-11-20T02:00:00.000Z', note: null, price: null }],
    quotes: [],
    review: null,
    ...overrides,
  };
}

export function buildOrgOrderSummary(overrides: Partial<ServiceOrderSummary> = {}): ServiceOrderSummary {
  const { id, orderNo, productId, productName, institutionId, institutionName, enterpriseName, status, priceMode, price, agreedPrice, quotedPrice, allowedActions, reviewed, createdAt, updatedAt } =
    buildOrgOrder();
  return { id, orderNo, productId, productName, institutionId, institutionName, enterpriseName, status, priceMode, price, agreedPrice, quotedPrice, allowedActions, reviewed, createdAt, updatedAt, ...overrides };
}

export function buildOrgOrderPage(
  rows: ServiceOrderSummary[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: { total?: number; pageNum?: number; pageSize?: number } = {},
): ServiceOrderPage {
  return { rows, total, pageNum, pageSize };
}

export function buildOrgDashboard(overrides: Partial<OrgDashboard> = {}): OrgDashboard {
  return {
    institution: {
      id: 1,
      name: '浙江中创知识产权服务有限公司',
      serviceCategories: ['知识产权'],
      regionCode: '330106',
      regionName: '浙江省杭州市西湖区',
      intro: '专注专利申请、商标注册与知识产权贯标的综合服务机构。',
      rating: 4.7,
      reviewCount: 12,
      productCount: 6,
      caseCount: 4,
      completedOrders: 18,
      certifiedAt: '2026-03-05T02:00:00.000Z',
    },
    orderCounts: { pending: 2, quoted: 1, accepted: 1, in_service: 3, delivered: 1, completed: 18, cancelled: 1, declined: 0 },
    productsOnShelf: 5,
    productsTotal: 6,
    casesPublic: 4,
    listingsPending: 0,
    rating: { average: 4.7, count: 12, dimensions: { quality: 4.8, responsiveness: 4.6, professionalism: 4.7 }, distribution: [0, 0, 1, 2, 9] },
    recentReviews: [],
    recentOrders: [buildOrgOrderSummary()],
    unreadMessages: 3,
    ...overrides,
  };
}

export function buildOrgProduct(overrides: Partial<OrgProduct> = {}, product: Partial<OrgProduct['product']> = {}): OrgProduct {
  return {
    product: {
      id: 301,
      institutionId: 1,
      institutionName: '浙江中创知识产权服务有限公司',
      name: '发明专利申请代理（含检索报告）',
      category: '知识产权',
      needs: ['专利申请代理'],
      summary: '从技术交底到提交申请，资深代理师全程撰写与答复。',
      priceMode: 'fixed',
      price: 6800,
      deliveryDays: 90,
      regionName: '浙江省杭州市西湖区',
      coverUrl: null,
      rating: 4.8,
      reviewCount: 6,
      orderCount: 14,
      ...product,
    },
    status: 'on_shelf',
    description: '包括专利检索与可专利性分析、申请文件撰写、提交与审查意见答复。',
    deliverables: ['专利检索报告', '专利申请文件', '受理通知书'],
    process: ['技术交底', '检索分析', '撰写定稿', '提交申请'],
    openOrders: 2,
    review: { id: 71, state: 'approved', reason: null, submittedAt: '2026-05-10T02:00:00.000Z', reviewedAt: '2026-05-11T02:00:00.000Z' },
    listed: true,
    public: true,
    createdAt: '2026-05-10T02:00:00.000Z',
    updatedAt: '2026-10-01T02:00:00.000Z',
    ...overrides,
  };
}

export function buildOrgProductPage(
  rows: OrgProduct[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: { total?: number; pageNum?: number; pageSize?: number } = {},
): OrgProductPage {
  return { rows, total, pageNum, pageSize };
}

/** A public case: the client consented (recorded) and the institution published it. */
export function buildOrgCase(overrides: Partial<OrgCase> = {}, card: Partial<OrgCase['case']> = {}): OrgCase {
  return {
    case: {
      id: 501,
      institutionId: 1,
      institutionName: '浙江中创知识产权服务有限公司',
      title: '视觉检测企业三个月完成 5 件发明专利布局',
      category: '知识产权',
      clientIndustry: '智能制造',
      summary: '围绕核心算法与装置完成专利挖掘和申请，支撑企业当年通过高企认定。',
      completedOn: '2026-06-30',
      ...card,
    },
    problem: '企业核心技术未做专利保护，高企认定知识产权项得分不足。',
    approach: '技术交底访谈、检索分析后确定 5 个申请点，分批撰写提交。',
    result: '5 件发明专利全部受理，其中 2 件进入实审，企业当年通过高企认定。',
    productId: 301,
    consent: { consented: true, consentBy: '客户技术总监 陈先生', consentOn: '2026-07-05', recordedAt: '2026-07-06T02:00:00.000Z' },
    published: true,
    public: true,
    review: { id: 72, state: 'approved', reason: null, submittedAt: '2026-07-06T02:00:00.000Z', reviewedAt: '2026-07-07T02:00:00.000Z' },
    listed: true,
    updatedAt: '2026-07-06T02:00:00.000Z',
    ...overrides,
  };
}

export function buildOrgCasePage(
  rows: OrgCase[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: { total?: number; pageNum?: number; pageSize?: number } = {},
): OrgCasePage {
  return { rows, total, pageNum, pageSize };
}
