import { describe, expect, it } from 'vitest';
import { buildActivitySummary } from '@smes/api/testing';
import { activityPlaceText, activityTimeText, parseActivityQuery, registrationClosedReason } from './activity-labels';

describe('活动 display rules', () => {
  it('reads the list filters from the URL and drops values the contract does not know', () => {
    expect(parseActivityQuery(new URLSearchParams('type=roadshow&mode=online&status=open&regionName=%E6%9D%AD%E5%B7%9E%E5%B8%82&keyword=%E8%B7%AF%E6%BC%94&pageNum=2'))).toEqual({
      pageNum: 2,
      pageSize: 10,
      type: 'roadshow',
      mode: 'online',
      status: 'open',
      regionName: '杭州市',
      keyword: '路演',
    });
    expect(parseActivityQuery(new URLSearchParams('type=party&status=soon'))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('writes the time in China time, the end as a clock time on the same day', () => {
    expect(activityTimeText({ startTime: '2026-12-06T06:00:00.000Z', endTime: '2026-12-06T08:30:00.000Z' })).toBe('2026-12-06 14:00–16:30');
    expect(activityTimeText({ startTime: '2026-12-06T06:00:00.000Z', endTime: '2026-12-07T08:30:00.000Z' })).toBe('2026-12-06 14:00 至 2026-12-07 16:30');
  });

  it('says why registration is closed, and where an online activity happens', () => {
    expect(registrationClosedReason(buildActivitySummary({ status: 'open' }))).toBeNull();
    expect(registrationClosedReason(buildActivitySummary({ status: 'full' }))).toBe('名额已满');
    expect(registrationClosedReason(buildActivitySummary({ status: 'closed' }))).toBe('报名已截止');
    expect(activityPlaceText(buildActivitySummary({ mode: 'online', place: null }))).toBe('线上（报名后可见会议链接）');
    expect(activityPlaceText(buildActivitySummary())).toBe('杭州市 · 杭州市民中心 J 楼 3 楼报告厅');
  });
});
