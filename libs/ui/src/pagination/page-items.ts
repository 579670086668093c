export type PageItem =
  | { type: 'page'; page: number }
  | { type: 'jump-prev'; page: number }
  | { type: 'jump-next'; page: number };

export type PageItemsOptions = {
  /** Current page, 1-based, already clamped to [1, pageCount]. */
  page: number;
  pageCount: number;
  /** Pages shown on each side of the current one. */
  siblings: number;
  /** How far the ellipsis buttons jump. */
  jump: number;
};

export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * The first page, a window of `2 * siblings + 1` pages around the current one, and the last page;
 * gaps become jump buttons. A gap that would hide a single page shows that page instead, because
 * an ellipsis standing for one number saves no room.
 */
export function pageItems({ page, pageCount, siblings, jump }: PageItemsOptions): PageItem[] {
  if (pageCount <= 1) return [{ type: 'page', page: 1 }];

  const windowSize = 2 * siblings + 1;
  let left = page - siblings;
  let right = page + siblings;
  if (left < 2) {
    left = 2;
    right = Math.min(pageCount - 1, left + windowSize - 1);
  }
  if (right > pageCount - 1) {
    right = pageCount - 1;
    left = Math.max(2, right - windowSize + 1);
  }
  if (left === 3) left = 2;
  if (right === pageCount - 2) right = pageCount - 1;

  const items: PageItem[] = [{ type: 'page', page: 1 }];
  if (left > 2) items.push({ type: 'jump-prev', page: Math.max(1, page - jump) });
  for (let current = left; current <= right; current += 1) items.push({ type: 'page', page: current });
  if (right < pageCount - 1) items.push({ type: 'jump-next', page: Math.min(pageCount, page + jump) });
  items.push({ type: 'page', page: pageCount });
  return items;
}
