/**
 * How a service product's rating reads, wherever one is shown: the 找服务 screens and the gap bridge under a
 * condition table (two areas, hence here). Prices read the same in both apps: `priceText` in @smes/hand-over.
 */

/** 4.6 分 with one decimal; 暂无评分 before the first review. */
export function ratingText(rating: number | null): string {
  return rating === null ? '暂无评分' : `${rating.toFixed(1)} 分`;
}
