import { ORDER_ACTION_LABELS, ORDER_STATUS_LABELS, ORDER_STATUSES, allowedOrderActions } from '@smes/service-rules';
import type { OrderRole } from '@smes/service-rules';
import type { CertificationStatus, ServiceOrderAction, ServiceOrderStatus } from './types';

export type { OrderRole };
export { ORDER_ACTION_LABELS, ORDER_STATUS_LABELS, ORDER_STATUSES, allowedOrderActions };

/** The status tabs of 我的订单 and orderManage, in the order an order moves through them. */
export const ORDER_STATUS_TABS: readonly { status: ServiceOrderStatus; label: string }[] = ORDER_STATUSES.map((status) => ({
  status,
  label: ORDER_STATUS_LABELS[status],
}));

/** The StatusChip word of each status: an order someone is working on is in progress, not the grey of one that ended. */
export const ORDER_STATUS_TONES = {
  pending: 'pending',
  quoted: 'reviewing',
  accepted: 'processing',
  in_service: 'processing',
  delivered: 'reviewing',
  completed: 'success',
  cancelled: 'closed',
  declined: 'failed',
} as const satisfies Record<ServiceOrderStatus, string>;

export function orderStatusLabel(status: ServiceOrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

export function orderActionLabel(action: ServiceOrderAction): string {
  return ORDER_ACTION_LABELS[action];
}

export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  draft: '草稿',
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};
