export { policyKeys } from './keys';
export { isContentId } from './query-utils';
export type * from './types';

export { DEFAULT_POLICY_QUERY, getPolicies, normalizePolicyQuery, policiesQueryOptions, usePolicies } from './get-policies';
export type { UsePoliciesOptions } from './get-policies';
export { getPolicy, policyQueryOptions, usePolicy } from './get-policy';
export type { UsePolicyOptions } from './get-policy';
export { addPolicyFavorite, favoritePolicy, useAddPolicyFavorite } from './add-policy-favorite';
export { removePolicyFavorite, useRemovePolicyFavorite } from './remove-policy-favorite';
export { DEFAULT_FAVORITES_QUERY, getPolicyFavorites, policyFavoritesQueryOptions, usePolicyFavorites } from './get-policy-favorites';
export type { UsePolicyFavoritesOptions } from './get-policy-favorites';
export { downloadPolicyAttachment, useDownloadPolicyAttachment } from './download-policy-attachment';
export type { AttachmentRef } from './download-policy-attachment';
export { REFERENCE_STALE_TIME_MS, getPolicyDepartments, policyDepartmentsQueryOptions, usePolicyDepartments } from './get-policy-departments';
export type { UsePolicyDepartmentsOptions } from './get-policy-departments';
export { getSearchSuggestions, searchSuggestionsQueryOptions, useSearchSuggestions } from './get-search-suggestions';
export type { UseSearchSuggestionsOptions } from './get-search-suggestions';
export { getPolicyNationwide, policyNationwideQueryOptions, usePolicyNationwide } from './get-policy-nationwide';
export type { UsePolicyNationwideOptions } from './get-policy-nationwide';
export { getRegionTree, regionTreeQueryOptions, useRegionTree } from './get-region-tree';
export type { UseRegionTreeOptions } from './get-region-tree';
export {
  DEFAULT_INTERPRETATION_QUERY,
  getInterpretations,
  interpretationsQueryOptions,
  normalizeInterpretationQuery,
  useInterpretations,
} from './get-interpretations';
export type { UseInterpretationsOptions } from './get-interpretations';
export { getInterpretation, interpretationQueryOptions, useInterpretation } from './get-interpretation';
export type { UseInterpretationOptions } from './get-interpretation';
export { getInterpretationPicture, interpretationPictureQueryOptions, useInterpretationPicture } from './get-interpretation-picture';
export type { UseInterpretationPictureOptions } from './get-interpretation-picture';
export { DEFAULT_NOTICE_QUERY, getNotices, normalizeNoticeQuery, noticesQueryOptions, useNotices } from './get-notices';
export type { UseNoticesOptions } from './get-notices';
export { getNotice, noticeQueryOptions, useNotice } from './get-notice';
export type { UseNoticeOptions } from './get-notice';
export {
  DEFAULT_ANNOUNCEMENT_QUERY,
  announcementsQueryOptions,
  getAnnouncements,
  normalizeAnnouncementQuery,
  useAnnouncements,
} from './get-announcements';
export type { UseAnnouncementsOptions } from './get-announcements';
export { announcementQueryOptions, getAnnouncement, useAnnouncement } from './get-announcement';
export type { UseAnnouncementOptions } from './get-announcement';
export { downloadAnnouncementAttachment, useDownloadAnnouncementAttachment } from './download-announcement-attachment';
export { getPolicyRecommendations, policyRecommendationsQueryOptions, usePolicyRecommendations } from './get-policy-recommendations';
export type { UsePolicyRecommendationsOptions } from './get-policy-recommendations';
