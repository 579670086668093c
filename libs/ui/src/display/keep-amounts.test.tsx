import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepAmounts, amountSegments } from './keep-amounts';

describe('amountSegments', () => {
  it('keeps each label, figure and unit together and leaves the rest free to wrap', () => {
    expect(amountSegments('保守 55 万元 ～ 乐观 595 万元')).toEqual([
      { text: '保守 55 万元', amount: true },
      { text: ' ～ ', amount: false },
      { text: '乐观 595 万元', amount: true },
    ]);
    expect(amountSegments('预估可获：最高 1,200.5 万元（按上年研发费用的 10% 计）').filter((item) => item.amount).map((item) => item.text)).toEqual([
      '最高 1,200.5 万元',
      '10%',
    ]);
    expect(amountSegments('没有数字')).toEqual([{ text: '没有数字', amount: false }]);
  });
});

describe('KeepAmounts', () => {
  it('draws each amount phrase in a span that does not wrap', () => {
    const { container } = render(<KeepAmounts text="保守 55 万元 ～ 乐观 595 万元" />);
    const spans = [...container.querySelectorAll('span')];
    expect(spans.map((span) => span.textContent)).toEqual(['保守 55 万元', '乐观 595 万元']);
    for (const span of spans) expect(getComputedStyle(span).whiteSpace).toBe('nowrap');
    expect(container.textContent).toBe('保守 55 万元 ～ 乐观 595 万元');
  });
});
