import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

export type IndustryChainSummary = Schemas['IndustryChainSummary'];
export type IndustryChainDetail = Schemas['IndustryChainDetail'];
export type ChainDriveIndex = Schemas['ChainDriveIndex'];
export type ChainSegment = Schemas['ChainSegment'];
export type ChainLeader = Schemas['ChainLeader'];
export type ChainOpportunity = Schemas['ChainOpportunity'];
export type ChainMatch = Schemas['ChainMatch'];
export type ChainMatchReason = Schemas['ChainMatchReason'];
export type ChainMatchList = Schemas['ChainMatchList'];
export type ChainContactState = Schemas['ChainContactState'];
export type ChainContactRequest = Schemas['ChainContactRequest'];
export type ChainContactRequestPage = Schemas['ChainContactRequestPage'];
export type ChainContactInput = Schemas['ChainContactInput'];
export type ChainContactOutcome = Schemas['ChainContactOutcome'];
export type MyChainContactQuery = NonNullable<operations['marketChainContactMine']['parameters']['query']>;
export type ChainContactQueueQuery = NonNullable<operations['adminChainContactList']['parameters']['query']>;
