import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';

const LISTS = PORTAL_SCHEMA_LIMITS.Subscription;

/** The contract's `maxItems` of each list in a subscription, read from the generated limits. */
export const SUBSCRIPTION_LIST_MAX_ITEMS = {
  categories: LISTS.categories.maxItems,
  regionCodes: LISTS.regionCodes.maxItems,
  industries: LISTS.industries.maxItems,
} as const;

/** The smallest of the lists' limits: what any one list may hold whichever it is. */
export const SUBSCRIPTION_MAX_ITEMS = Math.min(...Object.values(SUBSCRIPTION_LIST_MAX_ITEMS));
