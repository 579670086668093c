import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildConditionResult } from '@smes/api/testing';
import { AppTheme, STATUS_CHIP_CLASS } from '@smes/ui';
import { ConditionTable, readBasis, type ConditionTableProps } from './condition-table';
import { LEDGER_FIELD_NAMING } from './ledger-field-labels';

function renderTable(props: Omit<ConditionTableProps, 'fields'> & { fields?: ConditionTableProps['fields'] }) {
  return render(
    <AppTheme>
      <MemoryRouter>
        <ConditionTable fields={LEDGER_FIELD_NAMING} {...props} />
      </MemoryRouter>
    </AppTheme>,
  );
}

describe('readBasis', () => {
  it('reads the engine’s basis, plain text, and nothing else', () => {
    expect(readBasis({ title: '《办法》', clause: '第十一条', url: 'https://www.most.gov.cn/x' })).toEqual({
      title: '《办法》',
      clause: '第十一条',
      url: 'https://www.most.gov.cn/x',
    });
    expect(readBasis({ title: '《办法》', url: 'javascript:alert(1)' })).toEqual({ title: '《办法》' });
    expect(readBasis('办法第十条')).toEqual({ title: '办法第十条' });
    expect(readBasis({ clause: '第一条' })).toBeNull();
    expect(readBasis(null)).toBeNull();
  });
});

describe('ConditionTable', () => {
  it('shows 条件 / 标准 / 实际值 / 结果 with evidence, basis and the fields an unknown condition needs', () => {
    renderTable({
      label: '高企认定 条件核对',
      results: [
        buildConditionResult({ id: 'a', title: '科技人员占比不低于 10%', status: 'pass', actualText: '24.4%' }),
        buildConditionResult({ id: 'b', title: '研发费用占比达标', status: 'fail', actualText: '2.1%', advice: '加大研发投入' }),
        buildConditionResult({
          id: 'c',
          title: '高新技术产品收入占比不低于 60%',
          kind: 'soft',
          status: 'unknown',
          actualText: '未填写',
          missingFields: ['highTechRevenueY1', 'notAField'],
        }),
      ],
    });
    const table = screen.getByRole('table', { name: '高企认定 条件核对' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['条件', '标准', '实际值', '结果']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('符合')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('不符合')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('建议：加大研发投入')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('待核验')).toBeInTheDocument();
    // Each verdict is the shared status chip (its label never wraps), not loose text in a narrow column.
    for (const [index, verdict] of ['符合', '不符合', '待核验'].entries()) {
      expect(within(rows[index] as HTMLElement).getByText(verdict).closest(`.${STATUS_CHIP_CLASS}`)).not.toBeNull();
    }
    expect(within(rows[2] as HTMLElement).getByText('加分项')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('佐证材料：职工和科技人员名单')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('依据：《科技型中小企业评价办法》第六条（四）')).toBeInTheDocument();
    const links = within(rows[2] as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/PersonalCenter/enterpriseInformation#field-highTechRevenueY1']);
    expect(links[0]).toHaveTextContent('高新技术产品（服务）收入（上年度）');
  });

  it('names the material of a condition no ledger field decides, and the gap of a failed one', () => {
    renderTable({
      results: [
        buildConditionResult({ id: 'built', title: '项目已竣工', status: 'unknown', decidedBy: 'evidence', evidence: '项目竣工验收报告', missingFields: [] }),
        buildConditionResult({ id: 'ip', title: '拥有发明专利 5 件以上', status: 'fail', gap: '发明专利数量还差 2 件' }),
      ],
    });
    const rows = within(screen.getByRole('table', { name: '条件核对' })).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('待核验')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('需核验材料：项目竣工验收报告')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText('符合')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('差距：发明专利数量还差 2 件')).toBeInTheDocument();
  });

  it('can leave out the links to the ledger', () => {
    renderTable({
      fieldHref: null,
      results: [buildConditionResult({ status: 'unknown', missingFields: ['rdStaff'] })],
    });
    expect(screen.getByRole('table', { name: '条件核对' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
