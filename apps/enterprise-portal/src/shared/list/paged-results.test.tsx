import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppTheme } from '@smes/ui';
import { PagedResults, type PagedQueryResult } from './paged-results';

type Row = { id: number; name: string };

function result(data: PagedQueryResult<Row>['data'], overrides: Partial<PagedQueryResult<Row>> = {}): PagedQueryResult<Row> {
  return { isPending: false, error: null, data, refetch: vi.fn(), ...overrides };
}

function renderResults(props: Partial<Parameters<typeof PagedResults<Row>>[0]> & { result: PagedQueryResult<Row> }) {
  const onPageChange = vi.fn();
  render(
    <AppTheme>
      <PagedResults<Row>
        page={1}
        pageSize={10}
        onPageChange={onPageChange}
        label="测试列表"
        count={(total) => `共找到 ${total} 条`}
        empty={<p>空空如也</p>}
        {...props}
      >
        {(rows) => rows.map((row) => <article key={row.id}>{row.name}</article>)}
      </PagedResults>
    </AppTheme>,
  );
  return { onPageChange };
}

describe('PagedResults', () => {
  it('shows the count, the rows in a named region and pages through the Paginator', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: `第${index + 1}项` }));
    const { onPageChange } = renderResults({ result: result({ rows, total: 25 }) });

    expect(await screen.findByText('共找到 25 条')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: '测试列表' });
    expect(within(region).getAllByRole('article')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: /第\s*2\s*页|page 2/i }));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
  });

  it('divides the rows of a divided list with a rule between each two', async () => {
    const rows = Array.from({ length: 3 }, (_, index) => ({ id: index + 1, name: `第${index + 1}项` }));
    renderResults({ result: result({ rows, total: 3 }), variant: 'divided' });
    const region = await screen.findByRole('region', { name: '测试列表' });
    const rules = within(region).getAllByRole('separator');
    expect(rules).toHaveLength(2);
    expect(rules[0]?.previousElementSibling).toHaveTextContent('第1项');
    expect(getComputedStyle(rules[0] as HTMLElement).borderBottomWidth).toBe('1px');
  });

  it('shows the empty node instead of the count when the page has no rows', () => {
    renderResults({ result: result({ rows: [], total: 0 }) });
    expect(screen.getByText('空空如也')).toBeInTheDocument();
    expect(screen.queryByText(/共找到/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '测试列表' })).not.toBeInTheDocument();
  });

  it('puts the toolbar beside the count', async () => {
    renderResults({ result: result({ rows: [{ id: 1, name: '唯一' }], total: 1 }), toolbar: <button type="button">排序</button> });
    expect((await screen.findByText('共找到 1 条')).parentElement).toContainElement(screen.getByRole('button', { name: '排序' }));
  });

  it('draws the results in a turn after the page around them, all at once', async () => {
    const rows = [
      { id: 1, name: '甲' },
      { id: 2, name: '乙' },
    ];
    render(
      <AppTheme>
        <h1>页面标题</h1>
        <PagedResults<Row> onPageChange={vi.fn()} label="测试列表" count={(total) => `共找到 ${total} 条`} empty={null} result={result({ rows, total: 2 })}>
          {(items) => items.map((row) => <article key={row.id}>{row.name}</article>)}
        </PagedResults>
      </AppTheme>,
    );
    // The commit that draws the page leaves the results out: a list's first screen is one long task less.
    expect(screen.getByRole('heading', { name: '页面标题' })).toBeInTheDocument();
    expect(screen.queryByText('共找到 2 条')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '测试列表' })).not.toBeInTheDocument();
    // The count, the rows and the Paginator then come together.
    expect(await screen.findByText('共找到 2 条')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '测试列表' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });
});
