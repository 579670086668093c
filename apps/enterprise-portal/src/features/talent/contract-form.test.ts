import { describe, expect, it } from 'vitest';
import { contractBody, contractPeriod, contractProblems, periodPay, suggestedAmount } from './contract-form';
import { parseTalentQuery } from './talent-queries';

const TODAY = '2026-11-24';
const VALID = { role: '产线改造负责人', amount: '120000', startDate: '2026-12-01', endDate: '2027-02-28', message: '希望您驻场主导两条装配线的自动化改造。' };

describe('签约意向 form', () => {
  it('accepts a complete request and trims what it sends', () => {
    expect(contractProblems(VALID, TODAY)).toEqual({});
    expect(contractBody(7, { ...VALID, role: ' 产线改造负责人 ', amount: ' 120000 ' })).toEqual({ talentId: 7, ...VALID, amount: 120000 });
  });

  it('says in Chinese what is missing', () => {
    expect(contractProblems({ role: '', amount: '', startDate: '', endDate: '', message: '' }, TODAY)).toEqual({
      role: '请填写拟聘岗位或项目角色',
      amount: '请填写合作总报酬',
      startDate: '请选择开始日期',
      endDate: '请选择结束日期',
      message: '请填写给对方的留言',
    });
  });

  it('holds the amount to whole yuan within the contract’s bounds', () => {
    expect(contractProblems({ ...VALID, amount: '12.5' }, TODAY).amount).toBe('合作总报酬请填写整数（元）');
    expect(contractProblems({ ...VALID, amount: '499' }, TODAY).amount).toBe('合作总报酬须在 500–5,000,000 元之间');
    expect(contractProblems({ ...VALID, amount: '5000001' }, TODAY).amount).toBe('合作总报酬须在 500–5,000,000 元之间');
    expect(contractProblems({ ...VALID, amount: '500' }, TODAY).amount).toBeUndefined();
  });

  it('keeps the period from today, in order and within 24 months', () => {
    expect(contractProblems({ ...VALID, startDate: '2026-11-23' }, TODAY).startDate).toBe('开始日期不能早于今天');
    expect(contractProblems({ ...VALID, startDate: TODAY }, TODAY).startDate).toBeUndefined();
    expect(contractProblems({ ...VALID, endDate: '2026-12-01' }, TODAY).endDate).toBe('结束日期须晚于开始日期');
    expect(contractProblems({ ...VALID, endDate: '2029-01-01' }, TODAY).endDate).toBe('合作期不能超过 24 个月');
    expect(contractProblems({ ...VALID, endDate: '2027-02-30' }, TODAY).endDate).toBe('结束日期无效');
  });

  it('asks for a role of two characters and a message of ten', () => {
    expect(contractProblems({ ...VALID, role: '工' }, TODAY).role).toBe('岗位或角色至少 2 个字');
    expect(contractProblems({ ...VALID, message: '  您好，想聊聊  ' }, TODAY).message).toBe('留言至少 10 个字，说明合作内容');
  });

  it('suggests three months, twenty days or one project at the low end of the pay', () => {
    expect(suggestedAmount({ payUnit: 'month', payMin: 20000 })).toBe(60000);
    expect(suggestedAmount({ payUnit: 'day', payMin: 2000 })).toBe(40000);
    expect(suggestedAmount({ payUnit: 'project', payMin: 15000 })).toBe(15000);
  });
});

describe('合作总报酬 = rate × period', () => {
  it('counts calendar months with the odd days at 1/30 of a month, both dates included', () => {
    expect(contractPeriod('month', '2026-12-01', '2027-05-31')).toEqual({ units: 6, text: '6 个月' });
    expect(contractPeriod('month', '2027-01-15', '2027-02-11')).toEqual({ units: 28 / 30, text: '28 天（不足一月的天数按 1/30 月计）' });
    expect(contractPeriod('month', '2027-01-15', '2027-02-14')).toEqual({ units: 1, text: '1 个月' });
    expect(contractPeriod('month', '2026-12-01', '2027-06-15')).toEqual({ units: 6.5, text: '6 个月 15 天（不足一月的天数按 1/30 月计）' });
  });

  it('counts Monday to Friday for a day rate and one fee for a project', () => {
    // 2026-12-07 is a Monday: two full weeks.
    expect(contractPeriod('day', '2026-12-07', '2026-12-20')).toEqual({ units: 10, text: '10 个工作日（周一至周五，未扣除法定节假日）' });
    expect(contractPeriod('day', '2026-12-05', '2026-12-06')).toEqual({ units: 0, text: '0 个工作日（周一至周五，未扣除法定节假日）' });
    expect(contractPeriod('project', '2026-12-01', '2027-05-31')).toEqual({ units: 1, text: '1 个项目' });
  });

  it('has no period until both dates make one', () => {
    expect(contractPeriod('month', '', '2027-05-31')).toBeNull();
    expect(contractPeriod('month', '2027-05-31', '2027-05-31')).toBeNull();
    expect(contractPeriod('month', '2027-05-31', '2027-02-30')).toBeNull();
  });

  it('prices the period at both ends of the rate, in whole yuan', () => {
    const six = { units: 6, text: '6 个月' };
    expect(periodPay({ payUnit: 'month', payMin: 20000, payMax: 34000 }, six)).toEqual({ min: 120000, max: 204000 });
    expect(periodPay({ payUnit: 'month', payMin: 20000, payMax: 34000 }, { units: 28 / 30, text: '' })).toEqual({ min: 18667, max: 31733 });
  });
});

describe('找人才 URL', () => {
  it('reads the filters and drops a budget without its pay unit or off the choices', () => {
    const query = parseTalentQuery(new URLSearchParams('skill=PLC编程&education=master&experienceMin=10&regionCode=330100&payUnit=day&payMax=2000&orderBy=experience'));
    expect(query).toEqual({ pageNum: 1, pageSize: 10, orderBy: 'experience', skill: 'PLC编程', education: 'master', experienceMin: 10, regionCode: '330100', payUnit: 'day', payMax: 2000 });
    expect(parseTalentQuery(new URLSearchParams('payMax=2000')).payMax).toBeUndefined();
    expect(parseTalentQuery(new URLSearchParams('payUnit=day&payMax=2001')).payMax).toBeUndefined();
    expect(parseTalentQuery(new URLSearchParams('education=phd&experienceMin=7&regionCode=33')).education).toBeUndefined();
  });
});
