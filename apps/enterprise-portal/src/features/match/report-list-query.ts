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
