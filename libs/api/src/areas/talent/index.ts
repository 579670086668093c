export { talentContractKeys, talentKeys } from './keys';
export type {
  TalentAvailability,
  TalentContact,
  TalentContract,
  TalentContractCreate,
  TalentContractMineQuery,
  TalentContractPage,
  TalentContractStatus,
  TalentDetail,
  TalentEducation,
  TalentFacets,
  TalentPage,
  TalentPayUnit,
  TalentQuery,
  TalentSummary,
  TalentWork,
} from './types';
export { DEFAULT_TALENT_QUERY, getTalents, normalizeTalentQuery, talentsQueryOptions, useTalents } from './get-talents';
export type { UseTalentsOptions } from './get-talents';
export { getTalentFacets, talentFacetsQueryOptions, useTalentFacets } from './get-talent-facets';
export type { UseTalentFacetsOptions } from './get-talent-facets';
export { getTalent, talentQueryOptions, useTalent } from './get-talent';
export type { UseTalentOptions } from './get-talent';
export { createTalentContract, useCreateTalentContract } from './create-talent-contract';
export { withdrawTalentContract, useWithdrawTalentContract } from './withdraw-talent-contract';
export { getMyTalentContracts, myTalentContractsQueryOptions, useMyTalentContracts } from './get-my-talent-contracts';
export type { UseMyTalentContractsOptions } from './get-my-talent-contracts';
