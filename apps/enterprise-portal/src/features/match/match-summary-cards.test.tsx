import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildMatchScope, buildSubsidyEstimate } from '@smes/api/testing';
import { AppTheme } from '@smes/ui';
import { MatchSummaryCards } from './match-summary-cards';
import type { MatchSummary } from './report-model';

function renderCards(summary: MatchSummary) {
  return render(
    <AppTheme>
      <MemoryRouter>
        <MatchSummaryCards summary={summary} completeness={{ percent: 80, filled: 40, total: 50, missing: [] }} />
      </MemoryRouter>
    </AppTheme>,
  );
}

const base: MatchSummary = {
  matchedCount: 2,
  estimate: buildSubsidyEstimate({ conservative: 20, optimistic: 120 }),
  scope: buildMatchScope(),
  qualificationsInReach: [],
  qualificationGaps: [],
  matches: [],
  outOfScope: [],
  outOfScopeCount: 0,
};

describe('可冲刺资质', () => {
  it('names what is still missing for each qualification, or that it can be applied for', () => {
    renderCards({
      ...base,
      qualificationsInReach: ['高新技术企业认定', '科技型中小企业评价'],
      qualificationGaps: [
        { policyId: 1, name: '高新技术企业认定', gaps: ['发明专利数量还差 2 件', '需填写研发人员数'] },
        { policyId: 2, name: '科技型中小企业评价', gaps: [] },
      ],
    });
    const card = screen.getByRole('group', { name: '可冲刺资质' });
    expect(within(card).getByText('2')).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['高新技术企业认定：发明专利数量还差 2 件；需填写研发人员数', '科技型中小企业评价：条件已满足，可申请']);
  });

  it('shows the names alone for a report saved before gaps were kept', () => {
    renderCards({ ...base, qualificationsInReach: ['创新型中小企业评价'], qualificationGaps: null });
    expect(within(screen.getByRole('group', { name: '可冲刺资质' })).getByText('创新型中小企业评价')).toBeInTheDocument();
  });
});
