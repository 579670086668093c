/** The shape of every paged answer of the contract (`PolicyPage`, `NoticePage`, …), over its row type. */
export type Page<T> = { rows: T[]; total: number; pageNum: number; pageSize: number };

/** LIMIT/OFFSET parameters of one page. */
export function pageWindow(pageNum: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (pageNum - 1) * pageSize };
}
