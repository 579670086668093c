import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { FilterChips } from './filter-chips';
import { FilterTabs } from './filter-tabs';
import { useListParams, type PagedQuery } from './list-params';
import { PagedResults, type PagedQueryResult } from './paged-results';

export type StatusListProps<TKey extends string, TStatus extends string, TQuery extends PagedQuery & { [K in TKey]?: TStatus }, TRow> = {
  /** Reads the list's query from the address; a module-level function (the query is memoised on it). */
  parse: (params: URLSearchParams) => TQuery;
  defaults: Partial<TQuery>;
  /** The query parameter the tabs choose (`status`, `reviewState`). */
  statusKey: TKey;
  /** The page of rows for a query: a module-level hook over the area's request hook. */
  useRows: (query: TQuery) => PagedQueryResult<TRow>;
  /** The tabs' accessible name (订单状态), the statuses in order and their Chinese names; 全部 comes first. */
  tabs: { label: string; options: readonly TStatus[]; labels: Record<TStatus, string> };
  /** The statuses as tabs (the default) or as a wrapping row of chips. */
  filter?: 'tabs' | 'chips';
  /** Accessible name of the rows region, e.g. 订单列表. */
  label: string;
  /** The live count line, e.g. `共 ${total} 个订单`; `total` comes grouped (1,234). */
  count: (total: string) => ReactNode;
  /** What an empty page says, for the chosen status (undefined: 全部); `showAll` goes back to 全部. */
  empty: (status: TStatus | undefined, showAll: () => void) => ReactNode;
  /** Tabs and results spaced by a Stack (the default), or laid out with their own margins. */
  inStack?: boolean;
  children: (rows: TRow[]) => ReactNode;
};

/**
 * A personal-centre list of the user's own items by status (我的订单, 我的申报, 我的融资, 我的需求…): 全部 and one tab per status,
 * the chosen tab and the page kept in the address (a reload or a shared link shows the same list, Back returns to the
 * previous tab), the count, the loading/error/empty states and the paginator. Choosing a tab starts at page 1.
 */
export function StatusList<TKey extends string, TStatus extends string, TQuery extends PagedQuery & { [K in TKey]?: TStatus }, TRow>({
  parse,
  defaults,
  statusKey,
  useRows,
  tabs,
  filter = 'tabs',
  label,
  count,
  empty,
  inStack = true,
  children,
}: StatusListProps<TKey, TStatus, TQuery, TRow>) {
  const { query, update } = useListParams(parse, defaults);
  const rows = useRows(query);
  const status = query[statusKey] as TStatus | undefined;
  const choose = (next: TStatus | undefined) => update({ [statusKey]: next } as Partial<TQuery>);
  const Filter = filter === 'chips' ? FilterChips : FilterTabs;
  const parts = (
    <>
      <Filter label={tabs.label} value={status} options={tabs.options} labels={tabs.labels} onChange={choose} inStack={inStack} />
      <PagedResults
        result={rows}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize } as PagedQuery as Partial<TQuery>, { resetPage: false })}
        label={label}
        count={count}
        empty={empty(status, () => choose(undefined))}
        inStack={inStack}
      >
        {children}
      </PagedResults>
    </>
  );
  return inStack ? <Stack spacing={2}>{parts}</Stack> : parts;
}
