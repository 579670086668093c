import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 专精特新“小巨人” / 专精特新中小企业 / 创新型中小企业 / 高新技术企业 / 科技型中小企业. */
export type QualityTier = Schemas['QualityTier'];
export type QualityEnterpriseSummary = Schemas['QualityEnterpriseSummary'];
export type QualityEnterpriseDetail = Schemas['QualityEnterpriseDetail'];
export type QualityEnterprisePage = Schemas['QualityEnterprisePage'];
/** Whether the signed-in enterprise is listed among the 优质中小企业, and what its ledger still lacks for that. */
export type MarketListing = Schemas['MarketListing'];
export type MarketListingUpdate = Schemas['MarketListingUpdate'];
/** 联系人 and 电话 an enterprise chose to show on its public profile (signed-in viewers only). */
export type MarketContact = Schemas['MarketContact'];
/** Query of `GET /api/market/enterprise/list`. */
export type QualityEnterpriseQuery = NonNullable<operations['marketEnterpriseList']['parameters']['query']>;
