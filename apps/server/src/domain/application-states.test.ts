import { describe, expect, it } from 'vitest';
import { APPLICATION_ACTIONS, CLOSED_FOR_EDITS, OPERATOR_STATUSES, actionsFrom } from './application-states';

describe('the application state machine', () => {
  it('offers each state exactly its moves, and none once final', () => {
    expect(Object.fromEntries(OPERATOR_STATUSES.map((status) => [status, actionsFrom(status)]))).toEqual({
      submitted: ['accept', 'decline', 'return'],
      accepted: ['startReview'],
      not_accepted: [],
      reviewing: ['pass', 'fail'],
      approved: ['publicize'],
      review_failed: [],
      publicizing: ['disburse'],
      disbursed: [],
      returned: [],
    });
    expect(actionsFrom('draft')).toEqual([]);
  });

  it('leads from 已提交 to 已拨付 along one path of operator actions', () => {
    const path = ['accept', 'startReview', 'pass', 'publicize', 'disburse'] as const;
    let status: string = 'submitted';
    for (const action of path) {
      expect(APPLICATION_ACTIONS[action].from).toBe(status);
      status = APPLICATION_ACTIONS[action].to;
    }
    expect(status).toBe('disbursed');
  });

  it('asks a reason of every refusal, and keeps the enterprise out of its materials from 已提交 on, except when returned', () => {
    expect(Object.values(APPLICATION_ACTIONS).filter((rule) => rule.input === 'reason').map((rule) => rule.to)).toEqual(['not_accepted', 'returned', 'review_failed']);
    expect(CLOSED_FOR_EDITS.has('returned')).toBe(false);
    expect(CLOSED_FOR_EDITS.has('draft')).toBe(false);
    expect([...CLOSED_FOR_EDITS]).toHaveLength(OPERATOR_STATUSES.length - 1);
  });
});
