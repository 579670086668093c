import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 服务产品 or 成功案例: what 上架审核 reviews. */
export type ListingKind = Schemas['ListingKind'];
export type ListingReviewState = Schemas['ListingReviewState'];
export type ListingReviewStatus = Schemas['ListingReviewStatus'];
export type ListingReviewSummary = Schemas['ListingReviewSummary'];
export type ListingReview = Schemas['ListingReview'];
export type ListingReviewPage = Schemas['ListingReviewPage'];
export type ListingReviewQuery = NonNullable<operations['adminListingReviewList']['parameters']['query']>;
export type AdminOverview = Schemas['AdminOverview'];
