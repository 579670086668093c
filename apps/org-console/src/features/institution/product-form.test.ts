import { describe, expect, it } from 'vitest';
import { buildOrgProduct } from '@smes/api/testing';
import { validateFields } from '@smes/ui';
import { EMPTY_PRODUCT_FORM, coverProblem, fromOrgProduct, listProblems, productFormSchema, toProductInput } from './product-form';

const filled = {
  ...EMPTY_PRODUCT_FORM,
  name: '研发费用专项审计',
  category: '财税服务' as const,
  summary: '高企申报用研发费用专项审计报告',
  description: '按高新技术企业认定口径归集研发费用，出具专项审计报告。',
  price: '12000',
  deliveryDays: '15',
  deliverables: '研发费用专项审计报告\n\n 归集明细表 ',
  process: '资料收集\n现场审计',
};

describe('product form', () => {
  it('turns the form into the contract input: lines into lists, tags deduplicated, 面议 without a price', () => {
    expect(toProductInput(filled, ['研发费用专项审计', ' 研发费用专项审计', '高企认定辅导'])).toEqual({
      name: '研发费用专项审计',
      category: '财税服务',
      needs: ['研发费用专项审计', '高企认定辅导'],
      summary: '高企申报用研发费用专项审计报告',
      description: '按高新技术企业认定口径归集研发费用，出具专项审计报告。',
      priceMode: 'fixed',
      price: 12000,
      deliveryDays: 15,
      deliverables: ['研发费用专项审计报告', '归集明细表'],
      process: ['资料收集', '现场审计'],
    });
    expect(toProductInput({ ...filled, priceMode: 'negotiable', price: '12000' }, []).price).toBeNull();
  });

  it('asks for a price only when the product has one', () => {
    expect(validateFields({ ...filled, price: '' }, productFormSchema('fixed'))).toEqual({ price: '请输入价格' });
    expect(validateFields({ ...filled, price: '' }, productFormSchema('negotiable'))).toEqual({});
    expect(validateFields({ ...filled, price: '0' }, productFormSchema('fixed'))).toEqual({ price: '价格须在 1-100000000 之间' });
    expect(validateFields({ ...filled, category: '' }, productFormSchema('fixed'))).toEqual({ category: '请选择服务类别' });
  });

  it('limits the lists to ten items of up to 100 characters', () => {
    expect(listProblems(filled)).toEqual({});
    expect(listProblems({ ...filled, process: Array.from({ length: 11 }, (_, i) => `步骤${i}`).join('\n') })).toEqual({ process: '服务流程最多 10 项（每行一项）' });
    expect(listProblems({ ...filled, deliverables: 'x'.repeat(101) })).toEqual({ deliverables: '交付成果每项最多 100 个字符' });
  });

  it('round-trips a saved product into the form', () => {
    const { values, needs } = fromOrgProduct(buildOrgProduct({}, { priceMode: 'negotiable', price: null }));
    expect(values.price).toBe('');
    expect(values.deliverables).toBe('专利检索报告\n专利申请文件\n受理通知书');
    expect(needs).toEqual(['专利申请代理']);
  });

  it('accepts a JPG or PNG cover of up to 2 MB only', () => {
    expect(coverProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(coverProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('封面图不能超过 2 MB');
    expect(coverProblem({ type: 'image/gif', size: 10 })).toBe('封面图只支持 JPG 或 PNG 格式');
  });
});
