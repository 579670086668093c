import type { ServiceOrderSummary } from '@smes/api';
import { formatNumber } from '@smes/ui';

/** The price the order was placed at: 面议 orders have none. */
export function orderPriceText({ priceMode, price }: Pick<ServiceOrderSummary, 'priceMode' | 'price'>): string {
  return priceMode === 'negotiable' || price === null ? '面议' : `¥${formatNumber(price)}`;
}
