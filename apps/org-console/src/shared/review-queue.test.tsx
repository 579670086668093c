import { MemoryRouter } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@smes/ui/testing';
import { QueueCard, QueueResults } from './review-queue';

type Row = { id: number; name: string };

function page(rows: Row[], total = rows.length) {
  return { isPending: false, error: null, data: { rows, total, pageNum: 1, pageSize: 10 }, refetch: vi.fn() };
}

function renderQueue(result: ReturnType<typeof page>, onPageChange = vi.fn()) {
  renderWithTheme(
    <MemoryRouter>
      <QueueResults result={result} label="入驻申请列表" count={(total) => `共 ${total} 份申请`} empty={<p>没有待审核的申请</p>} rowKey={(row) => row.id} onPageChange={onPageChange}>
        {(row) => <QueueCard title={row.name} to={`/review/${row.id}`} status="pending" statusLabel="待审核" meta={['检验检测', null, '', '提交于 2026-11-20 10:00']} />}
      </QueueResults>
    </MemoryRouter>,
  );
  return onPageChange;
}

describe('review queue', () => {
  it('lists each item as a card whose title leads to its detail, with the count and the facts that are present', () => {
    renderQueue(page([{ id: 7, name: '杭州检测认证有限公司' }, { id: 8, name: '宁波知识产权代理事务所' }], 2));
    const list = screen.getByRole('region', { name: '入驻申请列表' });
    expect(within(list).getByText('共 2 份申请')).toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: '杭州检测认证有限公司' })).toHaveAttribute('href', '/review/7');
    expect(within(cards[0] as HTMLElement).getByText('待审核')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('检验检测 · 提交于 2026-11-20 10:00')).toBeInTheDocument();
  });

  it('shows the empty state when nothing waits', () => {
    renderQueue(page([]));
    expect(screen.getByText('没有待审核的申请')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '入驻申请列表' })).not.toBeInTheDocument();
  });

  it('pages through a long queue', async () => {
    const onPageChange = renderQueue(page(Array.from({ length: 10 }, (_, index) => ({ id: index + 1, name: `机构 ${index + 1}` })), 25));
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
  });
});
