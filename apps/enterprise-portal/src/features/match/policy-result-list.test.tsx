import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiTestProviders, buildPolicyMatch, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import { AppTheme } from '@smes/ui';
import { PolicyResultList } from './policy-result-list';
import type { PolicyResult } from './report-model';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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

const policy = (policyId: number, category: string): PolicyResult => ({ ...result, policyId, category, policyTitle: `${category}政策 ${policyId}` });

describe('a saved report answered by pages (ADR 122)', () => {
  it('shows each category\'s first page with its counts, and reads the rest a page at a time on 展开全部 / 显示更多, with a 重试', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => policy(index + 1, '科技创新'));
    const asked: string[] = [];
    let failures = 1;
    server.use(
      portalHandler('get', '/api/enterprise/reports/{id}/matches', ({ request, params }) => {
        const url = new URL(request.url);
        asked.push(`${String(params['id'])} ${url.searchParams.get('category')} ${url.searchParams.get('pageNum')}`);
        if (failures > 0) {
          failures -= 1;
          return { status: 500, body: errorEnvelope(500, '服务暂时不可用') };
        }
        const pageNum = Number(url.searchParams.get('pageNum'));
        const ids = pageNum === 1 ? Array.from({ length: 20 }, (_, index) => index + 1) : [21, 22, 23];
        return { status: 200, body: okEnvelope({ rows: ids.map((id) => buildPolicyMatch({ policyId: id, category: '科技创新', policyTitle: `科技创新政策 ${id}` })), total: 23, pageNum, pageSize: 20 }) };
      }),
    );
    const { Wrapper } = apiTestProviders();
    render(
      <AppTheme>
        <Wrapper>
          <PolicyResultList
            matches={[...firstPage, policy(50, '人才'), policy(51, '人才')]}
            paged={{
              reportId: 41,
              policyCount: 25,
              categories: [
                { category: '人才', total: 2, eligible: 0 },
                { category: '科技创新', total: 23, eligible: 5 },
              ],
            }}
          />
        </Wrapper>
      </AppTheme>,
    );
    // The category with more eligible policies first, as for a report at hand; counts from the server's.
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['科技创新', '人才']);
    const science = screen.getByRole('region', { name: '科技创新' });
    expect(within(science).getByRole('heading', { level: 3 })).toHaveTextContent('科技创新符合 5 / 共 23 项');
    expect(within(science).getAllByRole('heading', { level: 4 })).toHaveLength(10);
    expect(within(screen.getByRole('region', { name: '人才' })).queryByRole('button', { name: /展开全部/ })).toBeNull();
    expect(asked).toEqual([]);

    await userEvent.click(within(science).getByRole('button', { name: '展开全部 23 项' }));
    const retry = await within(science).findByRole('button', { name: '重试' });
    expect(within(science).getByRole('alert')).toHaveTextContent('加载失败');
    // The first page stays while the pages fail.
    expect(within(science).getAllByRole('heading', { level: 4 })).toHaveLength(10);
    await userEvent.click(retry);
    await waitFor(() => expect(within(science).getAllByRole('heading', { level: 4 })).toHaveLength(20));
    expect(within(science).getByRole('status')).toHaveTextContent('已显示 20 / 共 23 项');

    await userEvent.click(within(science).getByRole('button', { name: '显示更多（还有 3 项）' }));
    await waitFor(() => expect(within(science).getAllByRole('heading', { level: 4 })).toHaveLength(23));
    expect(within(science).getByRole('heading', { level: 4, name: /^科技创新政策 23/ })).toBeInTheDocument();
    expect(within(science).queryByRole('button', { name: /显示更多|展开全部/ })).toBeNull();
    expect(asked).toEqual(['41 科技创新 1', '41 科技创新 1', '41 科技创新 2']);
  });
});
