import { describe, expect, it } from 'vitest';

import { DEFAULT_APPLICATION_LIST_QUERY } from '@smes/api';
import { buildApplication } from '@smes/api/testing';
import { applicationStatusTone, currentStepSummary, isApplicationEditable } from './application-display';
import { parseApplicationListQuery } from './application-list-query';
import { writeListParams } from '../../shared/list/list-params';

describe('isApplicationEditable', () => {
  it('allows changes before submission and after being sent back', () => {
    expect(isApplicationEditable({ status: 'draft' })).toBe(true);
    expect(isApplicationEditable({ status: 'returned' })).toBe(true);
    for (const status of ['submitted', 'accepted', 'reviewing', 'approved', 'publicizing', 'disbursed', 'not_accepted', 'review_failed'] as const) {
      expect(isApplicationEditable({ status })).toBe(false);
    }
  });
});

describe('applicationStatusTone', () => {
  it('reads the outcomes that stop an application as rejected and 已拨付 as completed', () => {
    expect(['not_accepted', 'review_failed', 'returned'].map((status) => applicationStatusTone(status as 'returned'))).toEqual(['rejected', 'rejected', 'rejected']);
    expect(applicationStatusTone('disbursed')).toBe('completed');
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
    const write = (address: string) => writeListParams(parseApplicationListQuery(new URLSearchParams(address)), DEFAULT_APPLICATION_LIST_QUERY).toString();
    expect(write('pageNum=1&pageSize=10')).toBe('');
    expect(write('pageNum=2&status=draft')).toBe('status=draft&pageNum=2');
  });
});

describe('currentStepSummary', () => {
  const at = '2026-11-20T02:00:00.000Z';
  it('names the 公示 period, the amount paid and the reason an application stopped', () => {
    expect(currentStepSummary(buildApplication({ status: 'publicizing', timeline: [{ status: 'publicizing', at, note: '', publicity: { start: '2026-11-20', end: '2026-11-26' } }] }))).toBe(
      '公示中，公示期 2026-11-20 至 2026-11-26',
    );
    expect(currentStepSummary(buildApplication({ status: 'disbursed', timeline: [{ status: 'disbursed', at, note: '', disbursement: { amountWan: 30, date: '2026-11-21' } }] }))).toBe(
      '已拨付 30 万元（2026-11-21）',
    );
    expect(currentStepSummary(buildApplication({ status: 'review_failed', timeline: [{ status: 'review_failed', at, note: '', reason: '研发投入不足' }] }))).toBe('审核未通过：研发投入不足');
    expect(currentStepSummary(buildApplication({ status: 'submitted' }))).toBe('已提交，等待主管部门受理');
  });
});
