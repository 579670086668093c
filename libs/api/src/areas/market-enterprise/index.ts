export { marketEnterpriseKeys } from './keys';
export type { MarketContact, MarketListing, MarketListingUpdate, QualityEnterpriseDetail, QualityEnterprisePage, QualityEnterpriseQuery, QualityEnterpriseSummary, QualityTier } from './types';
export {
  DEFAULT_QUALITY_ENTERPRISE_QUERY,
  getQualityEnterprises,
  normalizeQualityEnterpriseQuery,
  qualityEnterprisesQueryOptions,
  useQualityEnterprises,
} from './get-quality-enterprises';
export type { UseQualityEnterprisesOptions } from './get-quality-enterprises';
export { getQualityEnterprise, qualityEnterpriseQueryOptions, useQualityEnterprise } from './get-quality-enterprise';
export type { UseQualityEnterpriseOptions } from './get-quality-enterprise';
export { getMarketListing, marketListingQueryOptions, useMarketListing } from './get-market-listing';
export type { UseMarketListingOptions } from './get-market-listing';
export { updateMarketListing, useUpdateMarketListing } from './update-market-listing';
