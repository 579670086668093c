import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTION_LABELS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  allowedOrderActions,
  checkTransition,
  isFinalOrderStatus,
  isOrderPath,
  isTransition,
  orderPricing,
} from './order-transitions';

describe('order transitions', () => {
  it('gives each role only its own actions', () => {
    expect(allowedOrderActions('pending', 'institution', 'fixed')).toEqual(['accept', 'decline']);
    expect(allowedOrderActions('pending', 'enterprise', 'fixed')).toEqual(['cancel']);
    expect(allowedOrderActions('accepted', 'enterprise', 'fixed')).toEqual([]);
    expect(allowedOrderActions('delivered', 'enterprise', 'fixed')).toEqual(['confirm', 'reject_delivery']);
    expect(allowedOrderActions('in_service', 'institution', 'fixed')).toEqual(['deliver']);
  });

  it('makes a 起价 or 面议 order go through a quote the enterprise accepts, never a plain 接单', () => {
    for (const mode of ['from', 'negotiable'] as const) {
      expect(orderPricing(mode)).toBe('quoted');
      expect(allowedOrderActions('pending', 'institution', mode)).toEqual(['quote', 'decline']);
      expect(allowedOrderActions('quoted', 'enterprise', mode)).toEqual(['accept_quote', 'decline_quote', 'cancel']);
      expect(allowedOrderActions('quoted', 'institution', mode)).toEqual([]);
      expect(checkTransition('pending', 'accept', 'institution', mode)).toEqual({ kind: 'pricing' });
    }
    expect(checkTransition('pending', 'quote', 'institution', 'fixed')).toEqual({ kind: 'pricing' });
    const declined = checkTransition('quoted', 'decline_quote', 'enterprise', 'from');
    expect(isTransition(declined) && declined.to).toBe('pending');
  });

  it('sends a refused delivery back to 服务中, where the institution delivers again', () => {
    const refused = checkTransition('delivered', 'reject_delivery', 'enterprise', 'negotiable');
    expect(isTransition(refused) && refused.to).toBe('in_service');
    expect(checkTransition('delivered', 'reject_delivery', 'institution', 'negotiable')).toEqual({ kind: 'role' });
    expect(isOrderPath(['pending', 'quoted', 'accepted', 'in_service', 'delivered', 'in_service', 'delivered', 'completed'], 'from')).toBe(true);
  });

  it('tells a role refusal from a state refusal', () => {
    expect(checkTransition('pending', 'accept', 'enterprise', 'fixed')).toEqual({ kind: 'role' });
    expect(checkTransition('accepted', 'cancel', 'enterprise', 'fixed')).toEqual({ kind: 'state' });
    const accepted = checkTransition('pending', 'accept', 'institution', 'fixed');
    expect(isTransition(accepted) && accepted.to).toBe('accepted');
  });

  it('has exactly completed, cancelled and declined as final states, and a label for every status and action', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['completed', 'cancelled', 'declined']);
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_TRANSITIONS.every((transition) => ORDER_ACTION_LABELS[transition.action] !== undefined)).toBe(true);
  });

  it('accepts only histories that follow the table from 待确认, for the order’s pricing when given', () => {
    expect(isOrderPath(['pending', 'accepted', 'in_service', 'delivered', 'completed'])).toBe(true);
    expect(isOrderPath(['pending', 'accepted', 'in_service', 'delivered', 'completed'], 'fixed')).toBe(true);
    expect(isOrderPath(['pending', 'accepted'], 'negotiable')).toBe(false);
    expect(isOrderPath(['pending', 'quoted'], 'fixed')).toBe(false);
    expect(isOrderPath(['pending', 'quoted', 'pending', 'quoted', 'cancelled'], 'from')).toBe(true);
    expect(isOrderPath(['pending', 'cancelled'])).toBe(true);
    expect(isOrderPath(['pending', 'in_service'])).toBe(false);
    expect(isOrderPath(['pending', 'accepted', 'cancelled'])).toBe(false);
    expect(isOrderPath(['accepted'])).toBe(false);
    expect(isOrderPath(['pending', 'declined', 'accepted'])).toBe(false);
  });
});
