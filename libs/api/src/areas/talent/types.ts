import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 大专 / 本科 / 硕士 / 博士. */
export type TalentEducation = Schemas['TalentEducation'];
/** 元/月, 元/天 or 元/项目. */
export type TalentPayUnit = Schemas['TalentPayUnit'];
export type TalentAvailability = Schemas['TalentAvailability'];
/** Public only: never a full name, phone, email or ID number. */
export type TalentSummary = Schemas['TalentSummary'];
export type TalentDetail = Schemas['TalentDetail'];
export type TalentWork = Schemas['TalentWork'];
export type TalentPage = Schemas['TalentPage'];
export type TalentFacets = Schemas['TalentFacets'];
/** Query of `GET /api/talent/list`. */
export type TalentQuery = NonNullable<operations['talentList']['parameters']['query']>;

export type TalentContractStatus = Schemas['TalentContractStatus'];
export type TalentContractCreate = Schemas['TalentContractCreate'];
export type TalentContract = Schemas['TalentContract'];
export type TalentContact = Schemas['TalentContact'];
export type TalentContractPage = Schemas['TalentContractPage'];
/** Query of `GET /api/talent/contracts/mine`. */
export type TalentContractMineQuery = NonNullable<operations['talentContractMine']['parameters']['query']>;
