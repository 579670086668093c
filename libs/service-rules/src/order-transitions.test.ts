import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  allowedOrderActions,
  checkTransition,
  isFinalOrderStatus,
  isOrderPath,
  isTransition,
} from './order-transitions';

describe('order transitions', () => {
  it('gives each role only its own actions', () => {
    expect(allowedOrderActions('pending', 'institution')).toEqual(['accept', 'decline']);
    expect(allowedOrderActions('pending', 'enterprise')).toEqual(['cancel']);
    expect(allowedOrderActions('accepted', 'enterprise')).toEqual([]);
    expect(allowedOrderActions('delivered', 'enterprise')).toEqual(['confirm']);
    expect(allowedOrderActions('in_service', 'institution')).toEqual(['deliver']);
  });

  it('tells a role refusal from a state refusal', () => {
    expect(checkTransition('pending', 'accept', 'enterprise')).toEqual({ kind: 'role' });
    expect(checkTransition('accepted', 'cancel', 'enterprise')).toEqual({ kind: 'state' });
    const accepted = checkTransition('pending', 'accept', 'institution');
    expect(isTransition(accepted) && accepted.to).toBe('accepted');
  });

  it('has exactly completed, cancelled and declined as final states', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['completed', 'cancelled', 'declined']);
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
  });

  it('accepts only histories that follow the table from 待确认', () => {
    expect(isOrderPath(['pending', 'accepted', 'in_service', 'delivered', 'completed'])).toBe(true);
    expect(isOrderPath(['pending', 'cancelled'])).toBe(true);
    expect(isOrderPath(['pending', 'in_service'])).toBe(false);
    expect(isOrderPath(['pending', 'accepted', 'cancelled'])).toBe(false);
    expect(isOrderPath(['accepted'])).toBe(false);
    expect(isOrderPath(['pending', 'declined', 'accepted'])).toBe(false);
  });
});
