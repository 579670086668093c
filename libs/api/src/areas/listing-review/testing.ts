import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type { AdminOverview, ListingReview, ListingReviewPage, ListingReviewSummary } from './types';

export function buildAdminOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return { certificationsPending: 1, listingsPending: 3, demandsPending: 2, applicationsSubmitted: 4, chainContactsOpen: 2, ...overrides };
}

export function buildListingReviewSummary(overrides: Partial<ListingReviewSummary> = {}): ListingReviewSummary {
  return {
    id: 41,
    kind: 'product',
    itemId: 301,
    title: '发明专利申请代理（加急）',
    category: '知识产权',
    institutionId: 1,
    institutionName: '浙江中创知识产权服务有限公司',
    state: 'pending',
    change: false,
    submittedAt: '2026-11-20T02:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

/** A new product waiting for its first approval. */
export function buildListingReview(overrides: Partial<ListingReview> = {}, summary: Partial<ListingReviewSummary> = {}): ListingReview {
  return {
    summary: buildListingReviewSummary(summary),
    product: {
      name: '发明专利申请代理（加急）',
      category: '知识产权',
      needs: ['专利申请代理'],
      summary: '技术交底到递交受理，专人跟进审查意见答复',
      description: '由具备机械、电子、软件背景的专利代理师撰写申请文件，递交后跟进实质审查。',
      priceMode: 'from',
      price: 6800,
      deliveryDays: 30,
      deliverables: ['专利申请文件', '受理通知书'],
      process: ['技术交底', '撰写', '递交'],
    },
    case: null,
    liveProduct: null,
    liveCase: null,
    institutionCategories: ['知识产权', '科技咨询'],
    reason: null,
    reviewer: null,
    ...overrides,
  };
}

export function buildListingReviewPage(
  rows: ListingReviewSummary[],
  { total = rows.length, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE }: { total?: number; pageNum?: number; pageSize?: number } = {},
): ListingReviewPage {
  return { rows, total, pageNum, pageSize };
}
