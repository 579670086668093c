import type { AnnouncementCategory, InterpretationType, PolicyOrderBy } from '@smes/api';

export { POLICY_VALIDITY_LABELS as VALIDITY_LABELS } from '@smes/policy-desk';

export const INTERPRETATION_TYPE_LABELS: Record<InterpretationType, string> = { text: '文字解读', graphic: '图文解读' };

export const ANNOUNCEMENT_CATEGORY_LABELS: Record<AnnouncementCategory, string> = {
  declaration: '申报通知',
  review: '评审结果',
  fund: '资金公示',
};

export const POLICY_ORDER_LABELS: Record<PolicyOrderBy, string> = { relevance: '相关度', publish_date: '发布日期', views: '浏览量' };

/** A dictionary value's label, or the value itself while the dictionary is loading or lacks it. */
export function dictLabel(items: readonly { dictValue: string; dictLabel: string }[] | undefined, value: string): string {
  return items?.find((item) => item.dictValue === value)?.dictLabel ?? value;
}
