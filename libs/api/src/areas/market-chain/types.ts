import type { PortalComponents as components } from '@smes/contract-types';

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
