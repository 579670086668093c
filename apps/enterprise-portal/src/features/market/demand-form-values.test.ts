import { describe, expect, it } from 'vitest';
import { regionOptions } from '../../shared/region/region-tree';
import { EMPTY_DEMAND_FORM, crossFieldErrors, demandInput } from './demand-form-values';

const filled = { ...EMPTY_DEMAND_FORM, type: 'purchase', title: '采购激光打标机 6 台', description: '用于不锈钢铭牌打标，幅面 300 mm，含安装调试。', industry: 'C', regionCode: '330110', budgetMin: '20', budgetMax: '45', deadline: '2026-12-20', contactName: '周思远', contactPhone: '13800138000' };

describe('发布需求 form values', () => {
  it('wants a complete, ordered budget range unless 面议, and a deadline from today on', () => {
    expect(crossFieldErrors(filled, '2026-11-24')).toEqual({});
    expect(crossFieldErrors({ ...filled, budgetMin: '50' }, '2026-11-24')).toEqual({ budgetMax: '预算上限不能低于下限' });
    expect(crossFieldErrors({ ...filled, budgetMin: '' }, '2026-11-24')).toEqual({ budgetMin: '请输入预算下限（万元），或选择面议' });
    expect(crossFieldErrors({ ...filled, budgetMode: 'negotiable', budgetMin: '', budgetMax: '' }, '2026-11-24')).toEqual({});
    expect(crossFieldErrors({ ...filled, deadline: '2026-11-23' }, '2026-11-24')).toEqual({ deadline: '截止日期不能早于今天' });
  });

  it('sends numbers for a range and null for 面议', () => {
    expect(demandInput(filled, true)).toMatchObject({ budgetMin: 20, budgetMax: 45, submit: true });
    expect(demandInput({ ...filled, budgetMode: 'negotiable' }, false)).toMatchObject({ budgetMin: null, budgetMax: null, submit: false });
  });

  it('names each division in full', () => {
    const tree = [{ code: '330000', name: '浙江省', children: [{ code: '330100', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] }] }];
    expect(regionOptions(tree as never).map((option) => option.label)).toEqual(['浙江省', '浙江省杭州市', '浙江省杭州市西湖区']);
    expect(regionOptions(tree as never).map((option) => option.province)).toEqual(['浙江省', '浙江省', '浙江省']);
  });
});
