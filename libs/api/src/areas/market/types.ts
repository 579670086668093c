import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 采购 / 合作 / 外包 / 技术需求. */
export type DemandType = Schemas['DemandType'];
/** 待对接 / 对接中 / 已成交 / 已关闭. */
export type DemandStatus = Schemas['DemandStatus'];
/** 草稿 / 待审核 / 已通过 / 已驳回. */
export type DemandReviewState = Schemas['DemandReviewState'];
export type DemandAction = Schemas['DemandAction'];
export type DemandBudgetBand = Schemas['DemandBudgetBand'];
export type DemandSummary = Schemas['DemandSummary'];
export type DemandDetail = Schemas['DemandDetail'];
export type DemandPage = Schemas['DemandPage'];
export type DemandResponse = Schemas['DemandResponse'];
export type DemandResponseInput = Schemas['DemandResponseInput'];
export type DemandRecord = Schemas['DemandRecord'];
export type DemandRecordDetail = Schemas['DemandRecordDetail'];
export type DemandRecordPage = Schemas['DemandRecordPage'];
export type MyDemandResponse = Schemas['MyDemandResponse'];
export type MyDemandResponsePage = Schemas['MyDemandResponsePage'];
export type DemandInput = Schemas['DemandInput'];
/** Query of `GET /api/market/demands`. */
export type DemandQuery = NonNullable<operations['marketDemandList']['parameters']['query']>;
/** Query of `GET /api/market/my-demands`. */
export type MyDemandQuery = NonNullable<operations['marketMyDemandList']['parameters']['query']>;
export type MyResponseQuery = NonNullable<operations['marketMyResponseList']['parameters']['query']>;
/** Query of `GET /api/admin/demands`. */
export type DemandQueueQuery = NonNullable<operations['adminDemandList']['parameters']['query']>;
