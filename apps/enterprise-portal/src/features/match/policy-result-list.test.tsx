import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppTheme } from '@smes/ui';
import { PolicyResultList } from './policy-result-list';
import type { PolicyResult } from './report-model';

const result: PolicyResult = {
  policyId: 7,
  policyTitle: '关于支持企业知识产权创造的若干措施',
  category: '科技创新',
  supportAmount: 250,
  status: 'eligible',
  matchDegree: 100,
  results: [],
  missingFields: [],
};

describe('a policy row of the match results', () => {
  it('names the amount as the policy’s ceiling, not as what the enterprise gets (its own figure is the estimate’s)', () => {
    render(
      <AppTheme>
        <PolicyResultList matches={[result]} />
      </AppTheme>,
    );
    const row = screen.getByRole('button', { name: /关于支持企业知识产权创造的若干措施/ });
    expect(within(row).getByText('政策最高 250 万元')).toBeInTheDocument();
    expect(within(row).queryByText(/^最高/)).toBeNull();
  });
});
