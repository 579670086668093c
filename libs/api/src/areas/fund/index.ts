export { financingKeys, fundKeys } from './keys';
export type {
  FinancingApplication,
  FinancingApplicationCreate,
  FinancingApplicationPage,
  FinancingApplicationSummary,
  FinancingEvent,
  FinancingMineQuery,
  FinancingStatus,
  FundDetail,
  FundFacets,
  FundGuarantee,
  FundPage,
  FundQuery,
  FundRepayment,
  FundSummary,
} from './types';
export { DEFAULT_FUND_QUERY, fundsQueryOptions, getFunds, normalizeFundQuery, useFunds } from './get-funds';
export type { UseFundsOptions } from './get-funds';
export { fundFacetsQueryOptions, getFundFacets, useFundFacets } from './get-fund-facets';
export type { UseFundFacetsOptions } from './get-fund-facets';
export { fundQueryOptions, getFund, useFund, useFundsById } from './get-fund';
export type { UseFundOptions } from './get-fund';
export { createFinancingApplication, useCreateFinancingApplication } from './create-financing-application';
export { getMyFinancingApplications, myFinancingApplicationsQueryOptions, useMyFinancingApplications } from './get-my-financing-applications';
export type { UseMyFinancingApplicationsOptions } from './get-my-financing-applications';
export { financingApplicationQueryOptions, getFinancingApplication, useFinancingApplication } from './get-financing-application';
export type { UseFinancingApplicationOptions } from './get-financing-application';
export { useWithdrawFinancingApplication, withdrawFinancingApplication } from './withdraw-financing-application';
