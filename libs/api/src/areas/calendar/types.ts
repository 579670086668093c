import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** A declaration window: a notice's 申报开始/截止 with its projects, 为你推荐 and 已关注 for the viewer. */
export type CalendarWindow = Schemas['CalendarWindow'];
export type CalendarWindowList = Schemas['CalendarWindowList'];
/** Query of `GET /api/calendar/windows`: a range of China days (at most 62) and the filters. */
export type CalendarWindowQuery = operations['calendarWindows']['parameters']['query'];
export type CalendarFollowState = NonNullable<Schemas['CalendarFollowStateEnvelope']['data']>;
export type CalendarFeedStatus = NonNullable<Schemas['CalendarFeedStatusEnvelope']['data']>;
/** The new feed secret's path, shown once. */
export type CalendarFeedSecret = NonNullable<Schemas['CalendarFeedSecretEnvelope']['data']>;
