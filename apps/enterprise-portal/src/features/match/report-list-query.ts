import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type { ReportListQuery } from '@smes/api';
import { isReportType } from './report-types';

const PAGE_SIZES = [10, 20, 50];

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : fallback;
}

/** 我的报告's filter and page from the address bar; anything malformed falls back to the first page of all reports. */
export function parseReportListQuery(params: URLSearchParams): ReportListQuery {
  const type = params.get('type');
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, 100);
  return {
    pageNum: positiveInt(params.get('pageNum'), DEFAULT_PAGE_NUM, 100_000),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    ...(isReportType(type) ? { type } : {}),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function reportListSearchParams(query: ReportListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.pageNum && query.pageNum !== DEFAULT_PAGE_NUM) params.set('pageNum', String(query.pageNum));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}
