export { applicationReviewKeys } from './keys';
export type * from './types';
export { getReviewApplications, normalizeReviewListQuery, reviewApplicationsQueryOptions, useReviewApplications } from './get-review-applications';
export type { UseReviewApplicationsOptions } from './get-review-applications';
export { getReviewApplication, reviewApplicationQueryOptions, useReviewApplication } from './get-review-application';
export type { UseReviewApplicationOptions } from './get-review-application';
export { transitionApplication, useTransitionApplication } from './transition-application';
export type { ApplicationTransitionRequest } from './transition-application';
