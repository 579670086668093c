// The apps read the demand vocabulary through the API lib, as they do the order one (order-status.ts).
export {
  DEMAND_ACTION_LABELS,
  DEMAND_BUDGET_LABELS,
  DEMAND_REVIEW_LABELS,
  DEMAND_STATUS_LABELS,
  DEMAND_TYPE_LABELS,
} from '@smes/service-rules';
