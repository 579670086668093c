import { describe, expect, it } from 'vitest';
import { gapNeeds } from './gap-needs';

describe('gapNeeds', () => {
  // A remedy answers a failure: a condition that is only 待核验 (its credit record not yet shown) offers none.
  it('collects the needs of failed conditions once each, keeping which conditions left them, and none of 待核验 ones', () => {
    expect(
      gapNeeds([
        { id: 'a', title: '发明专利数量', status: 'fail', serviceNeeds: ['专利申请代理'] },
        { id: 'b', title: '研发费用占比', status: 'unknown', serviceNeeds: ['研发费用专项审计', '专利申请代理'] },
        { id: 'c', title: '纳税信用', status: 'pass', serviceNeeds: ['信用修复'] },
        { id: 'd', title: '成立年限', status: 'fail' },
      ]),
    ).toEqual([
      { need: '专利申请代理', conditions: [{ title: '发明专利数量', status: 'fail' }] },
    ]);
  });

  it('asks for no more needs than one call takes', () => {
    const many = Array.from({ length: 14 }, (_, index) => ({ id: `c${index}`, title: `条件 ${index}`, status: 'fail' as const, serviceNeeds: [`需求 ${index}`] }));
    expect(gapNeeds(many)).toHaveLength(10);
  });
});
