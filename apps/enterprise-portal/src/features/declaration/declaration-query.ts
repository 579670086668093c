import { DEFAULT_DECLARATION_QUERY, type DeclarationQuery } from '@smes/api';
import { KEYWORD_MAX_LENGTH, readEnum, readPage, readPageSize, readText } from '../../shared/list/list-params';
import { LEVELS } from '../../shared/display/policy-level';
import { readApplicableTo } from '../../shared/region/region-address';

const ORDER_COLUMNS = ['create_time', 'end_time', 'support_amount', 'view_count'] as const;
const STATUSES = ['not_started', 'open', 'closed'] as const;

/**
 * The list's state lives in the address bar so that back/forward and shared links work. Anything
 * malformed falls back to the spec's default query (pageNum 1, pageSize 10, create_time desc).
 */
export function parseDeclarationQuery(params: URLSearchParams): DeclarationQuery {
  const keyword = readText(params, 'keyword', KEYWORD_MAX_LENGTH);
  const status = readEnum(params, 'status', STATUSES);
  const level = readEnum(params, 'level', LEVELS);
  const applicableTo = readApplicableTo(params);
  return {
    pageNum: readPage(params, DEFAULT_DECLARATION_QUERY.pageNum),
    pageSize: readPageSize(params, DEFAULT_DECLARATION_QUERY.pageSize),
    orderByColumn: readEnum(params, 'orderByColumn', ORDER_COLUMNS) ?? DEFAULT_DECLARATION_QUERY.orderByColumn,
    isAsc: readEnum(params, 'isAsc', ['asc', 'desc'] as const) ?? DEFAULT_DECLARATION_QUERY.isAsc,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
    ...(level ? { level } : {}),
    ...(applicableTo ? { applicableTo } : {}),
  };
}

export const SORT_OPTIONS = [
  { value: 'create_time:desc', label: '最新发布' },
  { value: 'end_time:asc', label: '截止时间最近' },
  { value: 'support_amount:desc', label: '扶持金额最高' },
  { value: 'view_count:desc', label: '关注度最高' },
] as const;
