import { describe, expect, it } from 'vitest';
import { buildApplication, buildCalendarWindow, buildServiceOrderSummary } from '@smes/api/testing';
import { nextSteps } from './next-steps';

const NOW = new Date('2026-11-24T02:00:00.000Z');

describe('nextSteps', () => {
  it('is empty when nothing is pending', () => {
    expect(nextSteps({ now: NOW, missingLedgerFields: [], applications: [], orders: [], follows: [], unreadMessages: 0 })).toEqual([]);
  });

  it('puts a followed window closing soon first and skips one already applied for or far off', () => {
    const steps = nextSteps({
      now: NOW,
      follows: [
        buildCalendarWindow({ noticeId: 1, title: '专精特新认定', endTime: '2026-11-27T09:30:00.000Z', projects: [{ id: 11, title: '专精特新' }] }),
        buildCalendarWindow({ noticeId: 2, title: '研发补助', endTime: '2026-11-26T09:30:00.000Z', projects: [{ id: 12, title: '研发补助' }] }),
        buildCalendarWindow({ noticeId: 3, title: '远期窗口', endTime: '2026-12-30T09:30:00.000Z' }),
        buildCalendarWindow({ noticeId: 4, title: '已截止', status: 'closed', endTime: '2026-11-25T09:30:00.000Z' }),
      ],
      applications: [buildApplication({ id: 9, projectId: 12, status: 'submitted' })],
      orders: [buildServiceOrderSummary({ id: 301, status: 'delivered', allowedActions: ['confirm'], productName: '高企认定辅导' })],
      unreadMessages: 3,
      missingLedgerFields: ['mainProducts', 'revenueY2', 'rdStaff', 'employeesTotal'],
    });
    expect(steps.map((step) => step.title)).toEqual([
      '「专精特新认定」还剩 3 天截止',
      '验收「高企认定辅导」',
      '查看 3 条未读消息',
      '完善企业信息：还缺 4 项',
    ]);
    expect(steps[0]?.to).toBe('/findpolicy/DeclarationNotice/detail/1');
    expect(steps[1]?.to).toBe('/PersonalCenter/myOrder/301');
    expect(steps[2]?.to).toBe('/PersonalCenter/messageCenter');
    expect(steps[3]?.to).toBe('/PersonalCenter/enterpriseInformation#field-mainProducts');
    expect(steps[3]?.reason).toMatch(/等未填写/);
  });

  it('asks to correct a returned application, finish a draft and review a completed order', () => {
    const steps = nextSteps({
      now: NOW,
      applications: [
        buildApplication({ id: 7, projectId: 70, projectName: '技改补助', status: 'draft' }),
        buildApplication({ id: 8, projectId: 80, projectName: '人才专项', status: 'returned' }),
        buildApplication({ id: 9, projectId: 90, projectName: '已拨付项目', status: 'disbursed' }),
      ],
      orders: [buildServiceOrderSummary({ id: 302, status: 'completed', reviewed: false, allowedActions: [], productName: '专利代理' })],
    });
    expect(steps.map((step) => step.title)).toEqual(['补正「人才专项」的申报材料', '继续填写「技改补助」', '评价「专利代理」']);
    expect(steps[0]?.to).toBe('/findpolicy/ProjectApplication/80?applicationId=8');
  });
});
