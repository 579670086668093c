export { marketChainKeys } from './keys';
export type {
  ChainDriveIndex,
  ChainLeader,
  ChainMatch,
  ChainMatchList,
  ChainMatchReason,
  ChainOpportunity,
  ChainSegment,
  IndustryChainDetail,
  IndustryChainSummary,
} from './types';
export { getIndustryChains, industryChainsQueryOptions, useIndustryChains } from './get-industry-chains';
export type { UseIndustryChainsOptions } from './get-industry-chains';
export { getIndustryChain, industryChainQueryOptions, useIndustryChain } from './get-industry-chain';
export type { UseIndustryChainOptions } from './get-industry-chain';
export { chainMatchesQueryOptions, getChainMatches, useChainMatches } from './get-chain-matches';
export type { UseChainMatchesOptions } from './get-chain-matches';
