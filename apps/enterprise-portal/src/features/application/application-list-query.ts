import { DEFAULT_APPLICATION_LIST_QUERY, type ApplicationListQuery } from '@smes/api';
import { readPage, readPageSize } from '../../shared/list/list-params';
import { APPLICATION_STATUSES } from './application-display';

/** 我的申报 keeps its status filter and page in the address bar; anything malformed means the defaults. */
export function parseApplicationListQuery(params: URLSearchParams): ApplicationListQuery {
  const status = APPLICATION_STATUSES.find((value) => value === params.get('status'));
  // The status first: the address lists it before the page (status=draft&pageNum=2).
  return {
    ...(status ? { status } : {}),
    pageNum: readPage(params, DEFAULT_APPLICATION_LIST_QUERY.pageNum),
    pageSize: readPageSize(params, DEFAULT_APPLICATION_LIST_QUERY.pageSize),
  };
}
