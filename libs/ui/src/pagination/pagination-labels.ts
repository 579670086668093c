/** The spec's pagination labels (§9) in Simplified Chinese, keyed by their English meaning. */
export const PAGINATION_LABELS = {
  /** "/ page": suffix of a page-size option, e.g. `10 条/页`. */
  itemsPerPage: '条/页',
  /** "Go to": the quick jumper's leading text. */
  jumpTo: '跳至',
  /** "Page": the quick jumper's trailing text. */
  page: '页',
  prevPage: '上一页',
  nextPage: '下一页',
  prev5: '向前 5 页',
  next5: '向后 5 页',
  prev3: '向前 3 页',
  next3: '向后 3 页',
  /** "Page Size": the accessible name of the page-size select. */
  pageSize: '页码',
} as const;

export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50];
