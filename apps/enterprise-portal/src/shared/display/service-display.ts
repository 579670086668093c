import type { PriceMode } from '@smes/api';
import { formatNumber } from '@smes/ui';

/**
 * How a service product's price and rating read, wherever one is shown: the 找服务 screens and the gap
 * bridge under a condition table (two areas, hence here).
 */

/** ¥6,800 起 for a listed price (the contract's price is a starting price in 元), 面议 otherwise. */
export function priceText(priceMode: PriceMode, price: number | null): string {
  return priceMode === 'negotiable' || price === null ? '面议' : `¥${formatNumber(price)} 起`;
}

/** 4.6 分 with one decimal; 暂无评分 before the first review. */
export function ratingText(rating: number | null): string {
  return rating === null ? '暂无评分' : `${rating.toFixed(1)} 分`;
}
