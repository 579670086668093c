/** The contract's `maxItems` of each list in a subscription (categories, regions, industries). */
export const SUBSCRIPTION_MAX_ITEMS = 20;
