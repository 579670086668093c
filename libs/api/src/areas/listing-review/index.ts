export type * from './types';
export { adminKeys } from './keys';
export { LISTING_KIND_LABELS, LISTING_REVIEW_LABELS } from './labels';
export { getListingReviews, listingReviewsQueryOptions, useListingReviews } from './get-listing-reviews';
export type { UseListingReviewsOptions } from './get-listing-reviews';
export { getListingReview, listingReviewQueryOptions, useListingReview } from './get-listing-review';
export { decideListingReview, useDecideListingReview } from './decide-listing-review';
export type { ListingDecisionInput } from './decide-listing-review';
export { adminOverviewQueryOptions, getAdminOverview, useAdminOverview } from './get-admin-overview';
