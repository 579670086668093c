import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, activeApplicationStep, applicationSteps } from './application-status';

describe('applicationSteps', () => {
  it('runs from 待提交 to 已拨付 while nothing stopped it', () => {
    expect(applicationSteps('reviewing').map((step) => step.label)).toEqual(['待提交', '已提交', '已受理', '审核中', '审核通过', '公示中', '已拨付']);
    expect(applicationSteps('disbursed').some((step) => step.error)).toBe(false);
  });

  it('ends at the outcome that stopped it, marked as an error', () => {
    expect(applicationSteps('not_accepted').map((step) => step.label)).toEqual(['待提交', '已提交', '不予受理']);
    expect(applicationSteps('returned').map((step) => step.label)).toEqual(['待提交', '已提交', '已退回']);
    expect(applicationSteps('review_failed').map((step) => [step.label, step.error])).toEqual([
      ['待提交', false],
      ['已提交', false],
      ['已受理', false],
      ['审核中', false],
      ['审核未通过', true],
    ]);
  });
});

describe('activeApplicationStep', () => {
  it('marks a reached status done and the next step under way', () => {
    expect(activeApplicationStep('draft')).toBe(0);
    expect(activeApplicationStep('submitted')).toBe(2);
    expect(activeApplicationStep('publicizing')).toBe(6);
    expect(activeApplicationStep('disbursed')).toBe(applicationSteps('disbursed').length);
  });

  it('points at the failed outcome when stopped early', () => {
    expect(activeApplicationStep('not_accepted')).toBe(2);
    expect(activeApplicationStep('review_failed')).toBe(4);
  });
});

it('labels every status once and lists every status in the filter order', () => {
  expect(new Set(APPLICATION_STATUSES)).toEqual(new Set(Object.keys(APPLICATION_STATUS_LABELS)));
  expect(APPLICATION_STATUSES).toHaveLength(Object.keys(APPLICATION_STATUS_LABELS).length);
});
