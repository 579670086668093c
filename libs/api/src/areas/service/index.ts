export { orgKeys, serviceKeys, serviceOrderKeys } from './keys';
export type * from './types';
export {
  CERTIFICATION_STATUS_LABELS,
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TABS,
  ORDER_STATUSES,
  allowedOrderActions,
  orderActionLabel,
  orderStatusLabel,
} from './order-status';
export type { OrderRole } from './order-status';
export { getServiceNeeds, serviceNeedsQueryOptions, useServiceNeeds } from './get-service-needs';
export type { UseServiceNeedsOptions } from './get-service-needs';
