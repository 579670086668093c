import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 信用 / 抵押 / 担保 / 知识产权质押. */
export type FundGuarantee = Schemas['FundGuarantee'];
/** 等额本息 / 先息后本. */
export type FundRepayment = Schemas['FundRepayment'];
export type FundSummary = Schemas['FundSummary'];
export type FundDetail = Schemas['FundDetail'];
export type FundPage = Schemas['FundPage'];
export type FundFacets = Schemas['FundFacets'];
/** Query of `GET /api/fund/list`. */
export type FundQuery = NonNullable<operations['fundList']['parameters']['query']>;

export type FinancingStatus = Schemas['FinancingStatus'];
export type FinancingApplicationCreate = Schemas['FinancingApplicationCreate'];
export type FinancingApplicationSummary = Schemas['FinancingApplicationSummary'];
export type FinancingApplication = Schemas['FinancingApplication'];
export type FinancingEvent = Schemas['FinancingEvent'];
export type FinancingApplicationPage = Schemas['FinancingApplicationPage'];
/** Query of `GET /api/fund/applications/mine`. */
export type FinancingMineQuery = NonNullable<operations['fundApplicationMine']['parameters']['query']>;
