export { marketKeys } from './keys';
export type {
  DemandAction,
  DemandBudgetBand,
  DemandDetail,
  DemandInput,
  DemandPage,
  DemandQuery,
  DemandQueueQuery,
  DemandRecord,
  DemandRecordDetail,
  DemandRecordPage,
  DemandResponse,
  DemandResponseInput,
  DemandReviewState,
  DemandStatus,
  DemandSummary,
  DemandType,
  MyDemandQuery,
  MyDemandResponse,
  MyDemandResponsePage,
  MyResponseQuery,
} from './types';
export { DEFAULT_DEMAND_QUERY, demandsQueryOptions, getDemands, normalizeDemandQuery, useDemands } from './get-demands';
export type { UseDemandsOptions } from './get-demands';
export { demandQueryOptions, getDemand, useDemand } from './get-demand';
export type { UseDemandOptions } from './get-demand';
export { respondToDemand, useRespondToDemand } from './respond-to-demand';
export type { RespondToDemandInput } from './respond-to-demand';
export { uploadResponseFile, useUploadResponseFile } from './upload-response-file';
export type { ResponseFileUploadInput } from './upload-response-file';
export { downloadResponseFile, useDownloadResponseFile } from './download-response-file';
export { getMyDemands, myDemandsQueryOptions, useMyDemands } from './get-my-demands';
export type { UseMyDemandsOptions } from './get-my-demands';
export { getMyResponses, myResponsesQueryOptions, useMyResponses } from './get-my-responses';
export type { UseMyResponsesOptions } from './get-my-responses';
export { getMyDemand, myDemandQueryOptions, useMyDemand } from './get-my-demand';
export type { UseMyDemandOptions } from './get-my-demand';
export { saveDemand, useSaveDemand } from './save-demand';
export type { SaveDemandInput } from './save-demand';
export { changeDemand, useChangeDemand } from './change-demand';
export type { DemandChangeInput } from './change-demand';
export { demandQueueQueryOptions, getDemandQueue, useDemandQueue } from './get-demand-queue';
export type { UseDemandQueueOptions } from './get-demand-queue';
export { demandForReviewQueryOptions, getDemandForReview, useDemandForReview } from './get-demand-for-review';
export type { UseDemandForReviewOptions } from './get-demand-for-review';
export { reviewDemand, useReviewDemand } from './review-demand';
export type { ReviewDemandInput } from './review-demand';
export {
  DEMAND_ACTION_LABELS,
  DEMAND_BUDGET_LABELS,
  DEMAND_REVIEW_LABELS,
  DEMAND_STATUS_LABELS,
  DEMAND_TYPE_LABELS,
} from './demand-labels';
