import { portalKeys } from '../../query-keys';

/** The 知识产权台账 belongs to the signed-in account, so it sits under portalKeys.user() and leaves with the login. */
export const ipRecordKeys = {
  all: () => [...portalKeys.user(), 'ip-record'] as const,
  list: () => [...ipRecordKeys.all(), 'list'] as const,
};
