import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@smes/config';
import type { ReportListQuery } from '@smes/api';
import { readPage, readPageSize } from '../../shared/list/list-params';
import { isReportType } from './report-types';

/** 我的报告's filter and page from the address bar; anything malformed falls back to the first page of all reports. */
export function parseReportListQuery(params: URLSearchParams): ReportListQuery {
  const type = params.get('type');
  return {
    pageNum: readPage(params, DEFAULT_PAGE_NUM),
    pageSize: readPageSize(params, DEFAULT_PAGE_SIZE),
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
