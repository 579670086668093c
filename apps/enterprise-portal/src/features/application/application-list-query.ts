import { DEFAULT_APPLICATION_LIST_QUERY, type ApplicationListQuery } from '@smes/api';
import { DEFAULT_PAGE_SIZE_OPTIONS } from '@smes/ui';
import { APPLICATION_STATUSES } from './application-display';

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : fallback;
}

/** 我的申报 keeps its status filter and page in the address bar; anything malformed means the defaults. */
export function parseApplicationListQuery(params: URLSearchParams): ApplicationListQuery {
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_APPLICATION_LIST_QUERY.pageSize, 100);
  const status = APPLICATION_STATUSES.find((value) => value === params.get('status'));
  return {
    pageNum: positiveInt(params.get('pageNum'), DEFAULT_APPLICATION_LIST_QUERY.pageNum, 100_000),
    pageSize: DEFAULT_PAGE_SIZE_OPTIONS.includes(pageSize) ? pageSize : DEFAULT_APPLICATION_LIST_QUERY.pageSize,
    ...(status ? { status } : {}),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function applicationListSearchParams(query: ApplicationListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.pageNum !== undefined && query.pageNum !== DEFAULT_APPLICATION_LIST_QUERY.pageNum) params.set('pageNum', String(query.pageNum));
  if (query.pageSize !== undefined && query.pageSize !== DEFAULT_APPLICATION_LIST_QUERY.pageSize) params.set('pageSize', String(query.pageSize));
  return params;
}
