/** The shape of every paged answer of the contract (`PolicyPage`, `NoticePage`, …), over its row type. */
export type Page<T> = { rows: T[]; total: number; pageNum: number; pageSize: number };

/**
 * A keyword search's page (`PolicyPage`, `GlobalSearchPage`): its total is exact up to the search's bound and a lower
 * bound beyond it (`totalCapped`, ADR 81); a policy search also names the terms it searched in titles only.
 */
export type SearchPage<T> = Page<T> & { totalCapped?: boolean };

/** LIMIT/OFFSET parameters of one page. */
export function pageWindow(pageNum: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}
