import { describe, expect, it } from 'vitest';
import { financingBody, financingProblems } from './financing-form';

const FUND = { amountMin: 50, amountMax: 1000, termMin: 6, termMax: 36 };
const VALID = { amount: '200', termMonths: '12', purpose: '购置数控加工中心两台', contactName: '陈思远', contactPhone: '13800138000' };

describe('融资对接 form', () => {
  it('accepts a valid application and sends numbers', () => {
    expect(financingProblems(VALID, FUND)).toEqual({});
    expect(financingBody(5, { ...VALID, amount: ' 200 ' })).toEqual({ productId: 5, amount: 200, termMonths: 12, purpose: '购置数控加工中心两台', contactName: '陈思远', contactPhone: '13800138000' });
  });

  it('says in Chinese what is wrong with each field', () => {
    expect(financingProblems({ amount: '', termMonths: '', purpose: '', contactName: ' ', contactPhone: '' }, FUND)).toEqual({
      amount: '请填写申请额度',
      termMonths: '请填写申请期限',
      purpose: '请填写资金用途',
      contactName: '请填写联系人',
      contactPhone: '请填写联系电话',
    });
    expect(financingProblems({ ...VALID, amount: '1001', termMonths: '48', purpose: '买设备', contactPhone: '12345' }, FUND)).toEqual({
      amount: '申请额度须在 50–1000 万元之间',
      termMonths: '申请期限须在 6–36 个月之间',
      purpose: '资金用途至少填写 5 个字',
      contactPhone: '请输入手机号或座机号（如 0571-88886666）',
    });
    expect(financingProblems({ ...VALID, amount: '12.5', termMonths: '十二' }, FUND)).toMatchObject({ amount: '申请额度请填写整数（万元）', termMonths: '申请期限请填写整数（月）' });
  });
});
