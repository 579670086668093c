import type { Subscription } from '@smes/api';
import { SUBSCRIPTION_MAX_ITEMS } from '@smes/api';
import type { EnterpriseLedger } from '@smes/eligibility';

const EMPTY: Subscription = { categories: [], regionCodes: [], industries: [], notifyPolicies: true, notifyNotices: true, notifyMatches: true };

function withItem(items: readonly string[], item: string | null | undefined): string[] {
  if (!item || items.includes(item) || items.length >= SUBSCRIPTION_MAX_ITEMS) return [...items];
  return [...items, item];
}

/**
 * 订阅匹配结果: keep what the user already follows and add the enterprise's own region (the most
 * precise level it filled) and industry, with policy and notice messages on, so a new policy that
 * may fit the enterprise arrives in the message center.
 */
export function subscriptionForMatch(current: Subscription | undefined, ledger: EnterpriseLedger): Subscription {
  const base = current ?? EMPTY;
  const region = ledger.districtCode || ledger.cityCode || ledger.provinceCode;
  return {
    ...base,
    regionCodes: withItem(base.regionCodes, region),
    industries: withItem(base.industries, ledger.industry),
    notifyPolicies: true,
    notifyNotices: true,
  };
}
