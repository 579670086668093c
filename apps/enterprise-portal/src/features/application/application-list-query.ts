import { DEFAULT_APPLICATION_LIST_QUERY, type ApplicationListQuery } from '@smes/api';
import { readPage, readPageSize } from '../../shared/list/list-params';
import { APPLICATION_STATUSES } from './application-display';

/** 我的申报 keeps its status filter and page in the address bar; anything malformed means the defaults. */
export function parseApplicationListQuery(params: URLSearchParams): ApplicationListQuery {
  const status = APPLICATION_STATUSES.find((value) => value === params.get('status'));
  return {
    pageNum: readPage(params, DEFAULT_APPLICATION_LIST_QUERY.pageNum),
    pageSize: readPageSize(params, DEFAULT_APPLICATION_LIST_QUERY.pageSize),
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
