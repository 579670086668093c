import type { ServiceOrderMineQuery, ServiceOrderStatus } from '@smes/api';
import { ORDER_STATUSES } from '@smes/api';
import { readEnum, readPage, readPageSize } from '../../shared/list/list-params';

/** 我的订单's URL: the status tab and the page. */
export function parseMyOrderQuery(params: URLSearchParams): ServiceOrderMineQuery {
  const status = readEnum<ServiceOrderStatus>(params, 'status', ORDER_STATUSES);
  return { pageNum: readPage(params), pageSize: readPageSize(params), ...(status ? { status } : {}) };
}

/** The chip tone of each status, in StatusChip's words. */
export const ORDER_STATUS_TONES = {
  pending: 'pending',
  accepted: 'processing',
  in_service: 'processing',
  delivered: 'reviewing',
  completed: 'success',
  cancelled: 'closed',
  declined: 'failed',
} as const satisfies Record<ServiceOrderStatus, string>;
