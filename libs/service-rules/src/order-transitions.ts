import type { PortalSchemas } from '@smes/contract-types';

export type OrderStatus = PortalSchemas['ServiceOrderStatus'];
export type OrderAction = PortalSchemas['ServiceOrderAction'];
/** Who may take an action: the enterprise that placed the order or the institution that sells the product. */
export type OrderRole = 'enterprise' | 'institution';

export type OrderTransition = { from: OrderStatus; action: OrderAction; to: OrderStatus; by: OrderRole };

/**
 * The order state machine, written once: the stand-in checks every transition against it, the apps derive
 * their buttons from it, and the concurrency bench checks every order's history is a path through it.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'pending', action: 'accept', to: 'accepted', by: 'institution' },
  { from: 'pending', action: 'decline', to: 'declined', by: 'institution' },
  { from: 'pending', action: 'cancel', to: 'cancelled', by: 'enterprise' },
  { from: 'accepted', action: 'start', to: 'in_service', by: 'institution' },
  { from: 'in_service', action: 'deliver', to: 'delivered', by: 'institution' },
  { from: 'delivered', action: 'confirm', to: 'completed', by: 'enterprise' },
];

/** Every order starts here when it is placed. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'accepted',
  'in_service',
  'delivered',
  'completed',
  'cancelled',
  'declined',
];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '待确认',
  accepted: '已接单',
  in_service: '服务中',
  delivered: '待验收',
  completed: '已完成',
  cancelled: '已取消',
  declined: '已拒绝',
};

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  accept: '接单',
  decline: '拒绝',
  start: '开始服务',
  deliver: '交付',
  cancel: '取消订单',
  confirm: '确认验收',
};

/** The transition an action makes from a status, if the table has one (whoever may take it). */
export function findTransition(from: OrderStatus, action: OrderAction): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((transition) => transition.from === from && transition.action === action);
}

/** The actions a role may take on an order in this status, in the table's order. */
export function allowedOrderActions(status: OrderStatus, role: OrderRole): OrderAction[] {
  return ORDER_TRANSITIONS.filter((transition) => transition.from === status && transition.by === role).map(
    (transition) => transition.action,
  );
}

/** A status no action leads out of. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return !ORDER_TRANSITIONS.some((transition) => transition.from === status);
}

/** Why an action cannot be taken, for the 4xx answer; undefined when it can. */
export type TransitionRefusal = { kind: 'role' } | { kind: 'state' };

export function checkTransition(status: OrderStatus, action: OrderAction, role: OrderRole): TransitionRefusal | OrderTransition {
  const transition = findTransition(status, action);
  if (transition && transition.by === role) return transition;
  const anyFrom = ORDER_TRANSITIONS.find((item) => item.action === action);
  if (anyFrom && anyFrom.by !== role) return { kind: 'role' };
  return { kind: 'state' };
}

export function isTransition(value: TransitionRefusal | OrderTransition): value is OrderTransition {
  return 'to' in value;
}

/**
 * Whether a sequence of statuses (oldest first) is a path through the table from the initial status: what an
 * order's history must always be, however many people act on it at once.
 */
export function isOrderPath(statuses: readonly OrderStatus[]): boolean {
  if (statuses[0] !== INITIAL_ORDER_STATUS) return false;
  return statuses.every(
    (status, index) =>
      index === 0 || ORDER_TRANSITIONS.some((transition) => transition.from === statuses[index - 1] && transition.to === status),
  );
}
