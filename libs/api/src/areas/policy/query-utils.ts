/** A route or API id: a positive safe integer. */
export function isContentId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/**
 * Fills in the defaults, trims the keyword and drops empty values, so equal searches share one cache
 * entry and the request carries no `keyword=` noise.
 */
export function normalizeListQuery<TQuery extends { keyword?: string }>(defaults: Partial<TQuery>, query: TQuery | undefined): TQuery {
  const merged = { ...defaults, ...query } as TQuery;
  const keyword = merged.keyword?.trim();
  const cleaned: Record<string, unknown> = { ...merged, keyword: keyword === '' ? undefined : keyword };
  return Object.fromEntries(Object.entries(cleaned).filter(([, value]) => value !== undefined && value !== '')) as TQuery;
}
