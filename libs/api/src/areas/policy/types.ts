import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** One highlighted piece of a title or snippet: `hit` marks the part that matched the keyword. */
export type HighlightSegment = Schemas['TextSegment'];
export type PolicyValidity = Schemas['Validity'];
export type PolicyAttachment = Schemas['Attachment'];
/** A linked item (interpretation, notice, project or policy) by id and title. */
export type PolicyLink = Schemas['LinkedItem'];
export type PolicySummary = Schemas['PolicySummary'];
export type PolicyDetail = Schemas['PolicyDetail'];
export type PolicyPage = Schemas['PolicyPage'];
/** Query of `GET /api/policy/list`. */
export type PolicyQuery = NonNullable<operations['policyList']['parameters']['query']>;
export type PolicyOrderBy = NonNullable<PolicyQuery['orderBy']>;
/** What `GET /api/policy/search-suggestions` offers after an empty search. */
export type SearchSuggestions = Schemas['SearchSuggestions'];
export type PolicyFavoriteState = Schemas['FavoriteState'];
/** Query of `GET /api/policy/favorites`. */
export type PolicyFavoritesQuery = NonNullable<operations['policyFavorites']['parameters']['query']>;
export type ProvinceOverview = Schemas['ProvinceOverview'];
export type RegionTreeNode = Schemas['RegionNode'];

export type InterpretationSummary = Schemas['InterpretationSummary'];
export type InterpretationDetail = Schemas['InterpretationDetail'];
export type InterpretationPage = Schemas['InterpretationPage'];
export type InterpretationType = InterpretationSummary['type'];
/** Query of `GET /api/interpretation/list`. */
export type InterpretationQuery = NonNullable<operations['interpretationList']['parameters']['query']>;

export type NoticeSummary = Schemas['NoticeSummary'];
export type NoticeDetail = Schemas['NoticeDetail'];
export type NoticePage = Schemas['NoticePage'];
/** Query of `GET /api/notice/list`. */
export type NoticeQuery = NonNullable<operations['noticeList']['parameters']['query']>;
export type NoticeOrderBy = NonNullable<NoticeQuery['orderBy']>;

export type AnnouncementSummary = Schemas['AnnouncementSummary'];
export type AnnouncementDetail = Schemas['AnnouncementDetail'];
export type AnnouncementPage = Schemas['AnnouncementPage'];
export type AnnouncementCategory = AnnouncementSummary['category'];
/** Query of `GET /api/announcement/list`. */
export type AnnouncementQuery = NonNullable<operations['announcementList']['parameters']['query']>;

/** One 为你推荐 entry of `GET /api/policy-match/recommend`. */
export type PolicyRecommendation = Schemas['RecommendedPolicy'];
