import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 申报受理 (the platform operator's side of 兑现进度): one application with its enterprise and the actions open now. */
export type AdminApplication = Schemas['AdminApplication'];
export type AdminApplicationSummary = Schemas['AdminApplicationSummary'];
export type AdminApplicationList = Schemas['AdminApplicationList'];
export type ApplicationStatusCount = Schemas['ApplicationStatusCount'];
/** 受理 / 不予受理 / 退回补正 / 开始审核 / 审核通过 / 审核未通过 / 公示 / 拨付. */
export type ApplicationAction = Schemas['ApplicationAction'];
/** One step: `from` is the status the operator saw (a stale one is answered 409). */
export type ApplicationTransition = Schemas['ApplicationTransition'];
export type ApplicationPublicity = Schemas['ApplicationPublicity'];
export type ApplicationDisbursement = Schemas['ApplicationDisbursement'];
/** Query of `GET /api/admin/applications`. */
export type AdminApplicationListQuery = NonNullable<operations['adminApplicationList']['parameters']['query']>;
