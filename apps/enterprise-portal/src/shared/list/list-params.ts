import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { parseRouteId } from '@smes/shell';

/**
 * List state in the address bar (back/forward and shared links work). Each list declares a parser built
 * from these readers, each of which turns a malformed value into "absent" so the list falls back to its
 * defaults instead of sending nonsense to the server.
 */
export type PagedQuery = { pageNum?: number; pageSize?: number };

/** The longest keyword any list search accepts (the contract's limit on the policy search). */
export const KEYWORD_MAX_LENGTH = PORTAL_QUERY_LIMITS.policyList.keyword.maxLength;

export const PAGE_SIZES = [10, 20, 50] as const;
// One page reader for both apps' lists.
export { readPage } from '@smes/shell';

export function readPageSize(params: URLSearchParams, fallback = 10): number {
  const value = Number(params.get('pageSize'));
  return (PAGE_SIZES as readonly number[]).includes(value) ? value : fallback;
}

export function readEnum<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const raw = params.get(name);
  return values.find((value) => value === raw);
}

export function readText(params: URLSearchParams, name: string, maxLength: number): string | undefined {
  const value = params.get(name)?.trim().slice(0, maxLength);
  return value ? value : undefined;
}

export function readPattern(params: URLSearchParams, name: string, pattern: RegExp): string | undefined {
  const raw = params.get(name);
  return raw !== null && pattern.test(raw) ? raw : undefined;
}

export function readPositiveInt(params: URLSearchParams, name: string): number | undefined {
  return parseRouteId(params.get(name)) ?? undefined;
}

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(raw: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw;
}

export function readDate(params: URLSearchParams, name: string): string | undefined {
  const raw = params.get(name);
  return raw !== null && isIsoDate(raw) ? raw : undefined;
}

/** Only what differs from the defaults goes into the URL, in the query's key order. */
export function writeListParams<TQuery extends object>(query: TQuery, defaults: Partial<TQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if ((defaults as Record<string, unknown>)[key] === value) continue;
    params.set(key, String(value));
  }
  return params;
}

export type ListParams<TQuery> = {
  query: TQuery;
  /** Merges `changes` into the URL; any change but paging goes back to page 1. */
  update: (changes: Partial<TQuery>, options?: { resetPage?: boolean }) => void;
  /** Back to the defaults (清除筛选). */
  clear: () => void;
};

/** `parse` must be stable (declare it at module level). */
export function useListParams<TQuery extends PagedQuery>(parse: (params: URLSearchParams) => TQuery, defaults: Partial<TQuery>): ListParams<TQuery> {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parse(searchParams), [parse, searchParams]);
  // The address written by the last update and not yet rendered. Navigations render in a transition, so on a
  // busy phone a second filter chosen before the first one's render (a city, then Enter in the search box) would
  // start from the old address and drop the first. Each update builds on the newest address instead.
  const pending = useRef<{ from: URLSearchParams; params: URLSearchParams } | null>(null);
  const update = useCallback(
    (changes: Partial<TQuery>, { resetPage = true }: { resetPage?: boolean } = {}) => {
      const base = pending.current?.from === searchParams ? parse(pending.current.params) : query;
      const params = writeListParams({ ...base, ...changes, ...(resetPage ? { pageNum: 1 } : {}) }, defaults);
      pending.current = { from: searchParams, params };
      setSearchParams(params);
    },
    [parse, query, searchParams, defaults, setSearchParams],
  );
  const clear = useCallback(() => {
    pending.current = null;
    setSearchParams(new URLSearchParams());
  }, [setSearchParams]);
  return { query, update, clear };
}
