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
export type {
  ChainContactInput,
  ChainContactOutcome,
  ChainContactQueueQuery,
  ChainContactRequest,
  ChainContactRequestPage,
  ChainContactState,
  MyChainContactQuery,
} from './types';
export { CHAIN_CONTACT_STATE_LABELS } from './labels';
export { requestChainContact, useRequestChainContact } from './request-chain-contact';
export type { RequestChainContactInput } from './request-chain-contact';
export { getMyChainContacts, myChainContactsQueryOptions, useMyChainContacts } from './get-my-chain-contacts';
export type { UseMyChainContactsOptions } from './get-my-chain-contacts';
export { chainContactQueueQueryOptions, getChainContactQueue, useChainContactQueue } from './get-chain-contact-queue';
export type { UseChainContactQueueOptions } from './get-chain-contact-queue';
export { recordChainContacted, useRecordChainContacted } from './record-chain-contacted';
export type { RecordChainContactedInput } from './record-chain-contacted';
export { recordChainOutcome, useRecordChainOutcome } from './record-chain-outcome';
export type { RecordChainOutcomeInput } from './record-chain-outcome';
