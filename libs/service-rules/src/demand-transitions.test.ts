import { describe, expect, it } from 'vitest';
import {
  DEMAND_STAGES,
  DEMAND_TRANSITIONS,
  allowedDemandActions,
  checkDemandTransition,
  isDemandTransition,
  isFinalDemandStage,
  isPublicStage,
  reviewStateOf,
  statusOf,
} from './demand-transitions';

describe('demand transitions', () => {
  it('lets the publisher submit a draft or a rejected demand, and nothing else before approval', () => {
    expect(allowedDemandActions('draft', 'publisher')).toEqual(['submit']);
    expect(allowedDemandActions('rejected', 'publisher')).toEqual(['submit']);
    expect(allowedDemandActions('pending', 'publisher')).toEqual([]);
    expect(allowedDemandActions('pending', 'operator')).toEqual(['approve', 'reject']);
  });

  it('makes a demand public as 待对接 on approval and walks 对接中 → 已成交, closing from either open stage', () => {
    const approve = checkDemandTransition('pending', 'approve', 'operator');
    expect(isDemandTransition(approve) && approve.to).toBe('open');
    expect(allowedDemandActions('open', 'publisher')).toEqual(['accept', 'close']);
    expect(allowedDemandActions('matching', 'publisher')).toEqual(['deal', 'close']);
    expect(isFinalDemandStage('dealt')).toBe(true);
    expect(isFinalDemandStage('closed')).toBe(true);
    expect(isFinalDemandStage('open')).toBe(false);
  });

  it('refuses an action of the other role as `role` and a stale one as `state`', () => {
    expect(checkDemandTransition('pending', 'approve', 'publisher')).toEqual({ kind: 'role' });
    expect(checkDemandTransition('open', 'accept', 'operator')).toEqual({ kind: 'role' });
    expect(checkDemandTransition('dealt', 'close', 'publisher')).toEqual({ kind: 'state' });
    expect(checkDemandTransition('open', 'deal', 'publisher')).toEqual({ kind: 'state' });
  });

  it('derives the contract’s two fields from the stage, public only after approval', () => {
    expect(DEMAND_STAGES.filter(isPublicStage)).toEqual(['open', 'matching', 'dealt', 'closed']);
    expect(DEMAND_STAGES.map(reviewStateOf)).toEqual(['draft', 'pending', 'rejected', 'approved', 'approved', 'approved', 'approved']);
    expect(DEMAND_STAGES.map(statusOf)).toEqual(['open', 'open', 'open', 'open', 'matching', 'dealt', 'closed']);
  });

  it('never leads back into review once public', () => {
    const fromPublic = DEMAND_TRANSITIONS.filter((transition) => isPublicStage(transition.from));
    expect(fromPublic.every((transition) => isPublicStage(transition.to))).toBe(true);
  });
});
