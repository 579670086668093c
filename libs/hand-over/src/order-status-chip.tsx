import { orderStatusLabel, type ServiceOrderStatus } from '@smes/api';
import { StatusChip } from '@smes/ui';
import { ORDER_STATUS_TONES } from './order-display';

export type OrderStatusChipProps = { status: ServiceOrderStatus; /** Words before the status, e.g. 订单状态：. */ prefix?: string };

/** An order's status in both apps, in its tone (work under way is never the grey of an ended order). */
export function OrderStatusChip({ status, prefix = '' }: OrderStatusChipProps) {
  return <StatusChip status={ORDER_STATUS_TONES[status]} label={`${prefix}${orderStatusLabel(status)}`} />;
}
