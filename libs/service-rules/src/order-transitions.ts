import type { PortalSchemas } from '@smes/contract-types';

export type OrderStatus = PortalSchemas['ServiceOrderStatus'];
export type OrderAction = PortalSchemas['ServiceOrderAction'];
export type PriceMode = PortalSchemas['PriceMode'];
/** Who may take an action: the enterprise that placed the order or the institution that sells the product. */
export type OrderRole = 'enterprise' | 'institution';
/**
 * How an order reaches its price: a 一口价 product's price is the price (接单 agrees to it); a 起价 or 面议
 * product's price is only a starting point, so the institution quotes and the enterprise accepts before work starts.
 */
export type OrderPricing = 'listed' | 'quoted';

export type OrderTransition = { from: OrderStatus; action: OrderAction; to: OrderStatus; by: OrderRole; pricing?: OrderPricing };

/**
 * The order state machine, written once: the stand-in checks every transition against it, the apps derive
 * their buttons from it, and the concurrency bench checks every order's history is a path through it.
 * A row with `pricing` exists only for orders priced that way.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'pending', action: 'accept', to: 'accepted', by: 'institution', pricing: 'listed' },
  { from: 'pending', action: 'quote', to: 'quoted', by: 'institution', pricing: 'quoted' },
  { from: 'pending', action: 'decline', to: 'declined', by: 'institution' },
  { from: 'pending', action: 'cancel', to: 'cancelled', by: 'enterprise' },
  { from: 'quoted', action: 'accept_quote', to: 'accepted', by: 'enterprise', pricing: 'quoted' },
  { from: 'quoted', action: 'decline_quote', to: 'pending', by: 'enterprise', pricing: 'quoted' },
  { from: 'quoted', action: 'cancel', to: 'cancelled', by: 'enterprise' },
  { from: 'accepted', action: 'start', to: 'in_service', by: 'institution' },
  { from: 'in_service', action: 'deliver', to: 'delivered', by: 'institution' },
  { from: 'delivered', action: 'confirm', to: 'completed', by: 'enterprise' },
  { from: 'delivered', action: 'reject_delivery', to: 'in_service', by: 'enterprise' },
];

/** Every order starts here when it is placed. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'quoted',
  'accepted',
  'in_service',
  'delivered',
  'completed',
  'cancelled',
  'declined',
];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '待确认',
  quoted: '已报价',
  accepted: '已接单',
  in_service: '服务中',
  delivered: '待验收',
  completed: '已完成',
  cancelled: '已取消',
  declined: '已拒绝',
};

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  accept: '接单',
  quote: '报价',
  decline: '拒绝',
  start: '开始服务',
  deliver: '交付',
  cancel: '取消订单',
  accept_quote: '接受报价',
  decline_quote: '不接受报价',
  confirm: '确认验收',
  reject_delivery: '拒绝验收',
};

/** The way an order of a product priced this way reaches its price. */
export function orderPricing(priceMode: PriceMode): OrderPricing {
  return priceMode === 'fixed' ? 'listed' : 'quoted';
}

function appliesTo(transition: OrderTransition, priceMode: PriceMode): boolean {
  return transition.pricing === undefined || transition.pricing === orderPricing(priceMode);
}

/** The transition an action makes from a status for an order priced this way, if the table has one (whoever may take it). */
export function findTransition(from: OrderStatus, action: OrderAction, priceMode: PriceMode): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((transition) => transition.from === from && transition.action === action && appliesTo(transition, priceMode));
}

/** The actions a role may take on an order in this status, in the table's order. */
export function allowedOrderActions(status: OrderStatus, role: OrderRole, priceMode: PriceMode): OrderAction[] {
  return ORDER_TRANSITIONS.filter((transition) => transition.from === status && transition.by === role && appliesTo(transition, priceMode)).map(
    (transition) => transition.action,
  );
}

/** A status no action leads out of. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return !ORDER_TRANSITIONS.some((transition) => transition.from === status);
}

/**
 * Why an action cannot be taken, for the 4xx answer: never this role's (`role`), not for an order priced this way
 * (`pricing`: 接单 on a 面议 order that needs a quote), or not from this status (`state`).
 */
export type TransitionRefusal = { kind: 'role' } | { kind: 'pricing' } | { kind: 'state' };

export function checkTransition(status: OrderStatus, action: OrderAction, role: OrderRole, priceMode: PriceMode): TransitionRefusal | OrderTransition {
  const transition = findTransition(status, action, priceMode);
  if (transition && transition.by === role) return transition;
  const anyFrom = ORDER_TRANSITIONS.find((item) => item.action === action);
  if (anyFrom && anyFrom.by !== role) return { kind: 'role' };
  if (ORDER_TRANSITIONS.some((item) => item.action === action && !appliesTo(item, priceMode))) return { kind: 'pricing' };
  return { kind: 'state' };
}

export function isTransition(value: TransitionRefusal | OrderTransition): value is OrderTransition {
  return 'to' in value;
}

/**
 * Whether a sequence of statuses (oldest first) is a path through the table from the initial status: what an
 * order's history must always be, however many people act on it at once. With a price mode, only the rows for
 * orders priced that way count (a 一口价 order is never 已报价).
 */
export function isOrderPath(statuses: readonly OrderStatus[], priceMode?: PriceMode): boolean {
  if (statuses[0] !== INITIAL_ORDER_STATUS) return false;
  return statuses.every(
    (status, index) =>
      index === 0 ||
      ORDER_TRANSITIONS.some(
        (transition) =>
          transition.from === statuses[index - 1] && transition.to === status && (priceMode === undefined || appliesTo(transition, priceMode)),
      ),
  );
}
