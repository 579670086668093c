import { portalKeys } from '../../query-keys';
import type { ListingReviewQuery } from './types';

/** The operator's queues: under the signed-in user, so a logout or another account never sees them cached. */
export const adminKeys = {
  all: () => [...portalKeys.user(), 'admin'] as const,
  overview: () => [...adminKeys.all(), 'overview'] as const,
  listingReviews: () => [...adminKeys.all(), 'listing-reviews'] as const,
  listingReviewList: (query: ListingReviewQuery) => [...adminKeys.listingReviews(), 'list', query] as const,
  listingReviewDetail: (id: number) => [...adminKeys.listingReviews(), 'detail', id] as const,
};
