import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSubsidyEstimate } from '@smes/api/testing';
import { AppTheme } from '@smes/ui';
import { EstimateDetails } from './estimate-details';

/**
 * 云栖智造 on 2026-11-28: 2 invention patents granted in 2025 (its 知识产权台账) at 3 万元 each, a city cap over the
 * IP policies as a line of its own, and a policy out of the totals with its reason.
 */
const estimate = buildSubsidyEstimate({
  conservative: 36,
  optimistic: 60,
  lines: [
    {
      policyId: 11,
      policyTitle: '余杭区关于加强知识产权强市建设的若干政策',
      item: '知识产权资助',
      conservative: 6,
      optimistic: 6,
      counted: true,
      note: '2 件 × 3 万元 = 6 万元',
      parts: [
        { kind: 'item', title: '国内发明专利授权资助', clause: '第五条（一）', text: '上年度获得国内发明专利授权 2 件 × 3 万元 = 6 万元', conservative: 6, optimistic: 6 },
        { kind: 'excluded', title: 'PCT 国际专利资助', clause: '第五条（二）', text: '上年度无 PCT 专利授权', conservative: 0, optimistic: 0 },
      ],
    },
    {
      policyId: 12,
      policyTitle: '杭州市研发费用补助',
      item: '研发投入',
      conservative: 60,
      optimistic: 84,
      counted: true,
      note: '研发费用 612 万元 × 10%',
      parts: [
        { kind: 'item', title: '研发费用补助', clause: '第三条', text: '上年度研发费用 612 万元 × 10% = 61.2 万元；另按增量最高 24 万元', conservative: 61.2, optimistic: 85.2 },
        { kind: 'cap', title: '单个企业补助上限', clause: '第三条', text: '每家企业最高 60 万元（乐观 84 万元）', conservative: -1.2, optimistic: -1.2 },
      ],
    },
    { policyId: 13, policyTitle: '科技贷款贴息', item: '贷款贴息', conservative: 0, optimistic: 30, counted: false, note: '企业档案未记录银行贷款，待核验，不计入' },
  ],
  adjustments: [{ title: '同一企业年度资助总额上限', note: '《余杭区…若干政策》第十二条：同一企业年度累计不超过 36 万元（保守）', conservative: -30, optimistic: -30 }],
});

function renderDetails() {
  return render(
    <AppTheme>
      <EstimateDetails estimate={estimate} />
    </AppTheme>,
  );
}

describe('EstimateDetails', () => {
  it('shows each policy’s own arithmetic with its clause, caps as lines, and the sum that is the headline', async () => {
    renderDetails();
    // The headline keeps each amount on one line (KeepAmounts), so it is read as the paragraph's whole text.
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === '保守 36 万元 ～ 乐观 60 万元')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看明细（3 项政策，计入 2 项）' }));

    const ip = screen.getByRole('list', { name: '余杭区关于加强知识产权强市建设的若干政策的算式' });
    const [grant, pct, sum] = within(ip).getAllByRole('listitem');
    expect(grant).toHaveTextContent('国内发明专利授权资助依据第五条（一） · 计入');
    expect(grant).toHaveTextContent('上年度获得国内发明专利授权 2 件 × 3 万元 = 6 万元');
    expect(pct).toHaveTextContent('不计入');
    expect(sum).toHaveTextContent('以上各行相加= 6 万元');

    const rd = screen.getByRole('list', { name: '杭州市研发费用补助的算式' });
    expect(within(rd).getAllByRole('listitem')[1]).toHaveTextContent('单个企业补助上限依据第三条 · 上限');
    expect(within(rd).getAllByRole('listitem')[1]).toHaveTextContent('−1.2 万元');

    // A policy out of the totals says why, once, and has no arithmetic.
    expect(screen.getAllByText('企业档案未记录银行贷款，待核验，不计入')).toHaveLength(1);

    // Σ counted lines + Σ caps over several policies = the headline: 6 + 60 − 30 = 36, 6 + 84 − 30 = 60.
    const sumOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(sumOf('余杭区关于加强知识产权强市建设的若干政策')).toBe('6 万元');
    expect(sumOf('杭州市研发费用补助')).toBe('60 ～ 84 万元');
    expect(screen.getByText('同一企业年度资助总额上限').closest('dt')?.nextElementSibling?.textContent).toBe('−30 万元');
    expect(sumOf('合计（保守 ～ 乐观）')).toBe('36 ～ 60 万元');
    expect(screen.queryByText('科技贷款贴息', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
