import type { ListingKind, ListingReviewState } from './types';

export const LISTING_KIND_LABELS: Record<ListingKind, string> = { product: '服务产品', case: '成功案例' };
export const LISTING_REVIEW_LABELS: Record<ListingReviewState, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };
