import type { PriceMode, ServiceOrderSummary } from '@smes/api';
import { formatNumber } from '@smes/ui';

/**
 * How an order and a product's price read in both apps (the portal's 我的订单 and 订单详情, the console's
 * 订单管理, the product cards). One home so the two sides of a hand-over never describe one order two ways.
 */

/** The chip tone of each order status: one table, kept beside the status labels in the API layer. */
export { ORDER_STATUS_TONES } from '@smes/api';

export const PRICE_MODE_LABELS: Record<PriceMode, string> = { fixed: '一口价', from: '起价', negotiable: '面议' };

/** An amount in 元: ¥6,800. */
export function yuan(amount: number): string {
  return `¥${formatNumber(amount)}`;
}

/** A product's price as listed: ¥6,800 (一口价), ¥6,800 起 (起价), 面议. */
export function priceText(priceMode: PriceMode, price: number | null): string {
  if (priceMode === 'negotiable' || price === null) return '面议';
  return priceMode === 'from' ? `${yuan(price)} 起` : yuan(price);
}

/**
 * An order's price where it stands: agreed (成交价), quoted and waiting for the enterprise, or still the listed
 * starting point that a quote will replace. A 起 price never reads as the order's price.
 */
export function orderPriceText(order: Pick<ServiceOrderSummary, 'priceMode' | 'price' | 'agreedPrice' | 'quotedPrice' | 'status'>): string {
  if (order.agreedPrice !== null) return `${yuan(order.agreedPrice)}（成交价）`;
  if (order.quotedPrice !== null) return `报价 ${yuan(order.quotedPrice)}（待企业确认）`;
  if (order.priceMode === 'fixed') return priceText(order.priceMode, order.price);
  const listed = priceText(order.priceMode, order.price);
  return order.status === 'pending' ? `${listed}（待机构报价）` : listed;
}
