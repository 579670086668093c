import { describe, expect, it } from 'vitest';

import { activeApplicationStep, applicationSteps, isApplicationEditable } from './application-display';
import { applicationListSearchParams, parseApplicationListQuery } from './application-list-query';

describe('applicationSteps', () => {
  it('ends with 已通过 normally and with 已退回 once sent back', () => {
    expect(applicationSteps('reviewing').map((step) => step.label)).toEqual(['待提交', '已提交', '受理中', '评审中', '已通过']);
    expect(applicationSteps('returned').map((step) => step.label)).toEqual(['待提交', '已提交', '受理中', '评审中', '已退回']);
  });

  it('marks every step done once approved and the outcome step current when returned', () => {
    expect(activeApplicationStep('draft')).toBe(0);
    expect(activeApplicationStep('accepted')).toBe(2);
    expect(activeApplicationStep('approved')).toBe(applicationSteps('approved').length);
    expect(activeApplicationStep('returned')).toBe(applicationSteps('returned').length - 1);
  });
});

describe('isApplicationEditable', () => {
  it('allows changes before submission and after being sent back', () => {
    expect(isApplicationEditable({ status: 'draft' })).toBe(true);
    expect(isApplicationEditable({ status: 'returned' })).toBe(true);
    for (const status of ['submitted', 'accepted', 'reviewing', 'approved'] as const) expect(isApplicationEditable({ status })).toBe(false);
  });
});

describe('application list query', () => {
  it('reads a valid status and page', () => {
    expect(parseApplicationListQuery(new URLSearchParams('status=submitted&pageNum=3&pageSize=20'))).toEqual({
      status: 'submitted',
      pageNum: 3,
      pageSize: 20,
    });
  });

  it('falls back to the defaults for nonsense', () => {
    expect(parseApplicationListQuery(new URLSearchParams('status=moon&pageNum=-2&pageSize=7'))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('writes only what differs from the defaults', () => {
    expect(applicationListSearchParams({ pageNum: 1, pageSize: 10 }).toString()).toBe('');
    expect(applicationListSearchParams({ pageNum: 2, pageSize: 10, status: 'draft' }).toString()).toBe('status=draft&pageNum=2');
  });
});
