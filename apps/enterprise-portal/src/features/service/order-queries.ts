import type { ServiceOrderMineQuery, ServiceOrderStatus } from '@smes/api';
import { ORDER_STATUSES } from '@smes/api';
import { readEnum, readPage, readPageSize } from '../../shared/list/list-params';

/** 我的订单's URL: the status tab and the page. */
export function parseMyOrderQuery(params: URLSearchParams): ServiceOrderMineQuery {
  const status = readEnum<ServiceOrderStatus>(params, 'status', ORDER_STATUSES);
  return { pageNum: readPage(params), pageSize: readPageSize(params), ...(status ? { status } : {}) };
}
