import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 政策宣讲会 / 培训 / 对接会 / 路演 / 沙龙. */
export type ActivityType = Schemas['ActivityType'];
export type ActivityMode = Schemas['ActivityMode'];
/** 报名中 / 已报满 / 已截止, as the server computes it at the request. */
export type ActivityStatus = Schemas['ActivityStatus'];
export type ActivitySummary = Schemas['ActivitySummary'];
export type ActivityDetail = Schemas['ActivityDetail'];
export type ActivityList = Schemas['ActivityList'];
export type ActivityRegistration = Schemas['ActivityRegistration'];
export type ActivityRegistrationInput = Schemas['ActivityRegistrationCreate'];
export type ActivityRegistrationPage = Schemas['ActivityRegistrationPage'];
/** Query of `GET /api/activity/list`. */
export type ActivityQuery = NonNullable<operations['activityList']['parameters']['query']>;
/** Query of `GET /api/activity/registrations/mine`. */
export type MyRegistrationQuery = NonNullable<operations['activityMyRegistrations']['parameters']['query']>;
