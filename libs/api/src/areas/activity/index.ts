export { activityKeys } from './keys';
export type {
  ActivityDetail,
  ActivityList,
  ActivityMode,
  ActivityQuery,
  ActivityRegistration,
  ActivityRegistrationInput,
  ActivityRegistrationPage,
  ActivityStatus,
  ActivitySummary,
  ActivityType,
  MyRegistrationQuery,
} from './types';
export { DEFAULT_ACTIVITY_QUERY, activitiesQueryOptions, getActivities, normalizeActivityQuery, useActivities } from './get-activities';
export type { UseActivitiesOptions } from './get-activities';
export { activityQueryOptions, getActivity, useActivity } from './get-activity';
export type { UseActivityOptions } from './get-activity';
export { getMyRegistrations, myRegistrationsQueryOptions, useMyRegistrations } from './get-my-registrations';
export type { UseMyRegistrationsOptions } from './get-my-registrations';
export { registerActivity, useRegisterActivity } from './register-activity';
export type { RegisterActivityVariables } from './register-activity';
export { cancelRegistration, useCancelRegistration } from './cancel-registration';
export { downloadRegistrationIcs, useDownloadRegistrationIcs } from './download-registration-ics';
