import { SUBSCRIPTION_LIST_MAX_ITEMS, SUBSCRIPTION_MAX_ITEMS, type Subscription } from '@smes/api';

/** The three lists of a subscription, each capped by the contract. */
export type SubscriptionListField = 'categories' | 'regionCodes' | 'industries';

export const SUBSCRIPTION_LIST_FIELDS: readonly SubscriptionListField[] = ['categories', 'regionCodes', 'industries'];

const FIELD_NOUNS: Record<SubscriptionListField, string> = {
  categories: '政策类别',
  regionCodes: '地区',
  industries: '行业',
};

export type SubscriptionErrors = Partial<Record<SubscriptionListField, string>>;

export function limitMessage(field: SubscriptionListField): string {
  return `最多可订阅 ${SUBSCRIPTION_MAX_ITEMS} 个${FIELD_NOUNS[field]}，请先取消部分已选项`;
}

/**
 * The limit a list shows (已选 n/limit): the contract's maxItems, or the number of choices when there are
 * fewer (9 policy categories read 已选 3/9, never 3/20). Without the choices yet, the contract's limit.
 */
export function selectionLimit(field: SubscriptionListField, optionCount?: number): number {
  const max = SUBSCRIPTION_LIST_MAX_ITEMS[field];
  return optionCount === undefined ? max : Math.min(max, optionCount);
}

export type ToggleOutcome = {
  next: string[];
  /** True when adding would pass the limit; `next` is then the list unchanged. */
  refused: boolean;
};

/** Adds or removes `value`; removing always works, adding stops at the limit. */
export function toggleWithinLimit(list: readonly string[], value: string, max = SUBSCRIPTION_MAX_ITEMS): ToggleOutcome {
  if (list.includes(value)) return { next: list.filter((item) => item !== value), refused: false };
  if (list.length >= max) return { next: [...list], refused: true };
  return { next: [...list, value], refused: false };
}

/** The contract's limits as Chinese messages, per list; empty when the subscription may be saved. */
export function validateSubscription(subscription: Subscription): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  for (const field of SUBSCRIPTION_LIST_FIELDS) {
    if (subscription[field].length > SUBSCRIPTION_MAX_ITEMS) errors[field] = limitMessage(field);
  }
  return errors;
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const members = new Set(a);
  return b.every((item) => members.has(item));
}

/** Equal as far as the server is concerned: the order of a list does not matter. */
export function isSameSubscription(a: Subscription, b: Subscription): boolean {
  return (
    SUBSCRIPTION_LIST_FIELDS.every((field) => sameMembers(a[field], b[field])) &&
    a.notifyPolicies === b.notifyPolicies &&
    a.notifyNotices === b.notifyNotices &&
    a.notifyMatches === b.notifyMatches
  );
}

/** Nothing to match against: no category, region or industry chosen. */
export function isEmptySubscription(subscription: Subscription): boolean {
  return SUBSCRIPTION_LIST_FIELDS.every((field) => subscription[field].length === 0);
}
