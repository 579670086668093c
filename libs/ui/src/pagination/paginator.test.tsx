import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { AppTheme } from '../theme/app-theme';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';
import { Paginator } from './paginator';
import type { PaginatorProps } from './paginator';
import { PAGINATION_LABELS } from './pagination-labels';

function setup(props: Partial<PaginatorProps> = {}) {
  const onChange = vi.fn<(page: number, pageSize: number) => void>();
  const user = userEvent.setup();
  const view = renderWithTheme(<Paginator page={1} pageSize={10} total={200} onChange={onChange} {...props} />);
  return { onChange, user, ...view };
}

/** A paginator driven by its own state, as a page would use it. */
function StatefulPaginator({ total }: { total: number }) {
  const [state, setState] = useState({ page: 1, pageSize: 10 });
  return (
    <Paginator
      page={state.page}
      pageSize={state.pageSize}
      total={total}
      onChange={(page, pageSize) => setState({ page, pageSize })}
    />
  );
}

describe('Paginator', () => {
  it('exports the Chinese labels of the spec', () => {
    expect(PAGINATION_LABELS).toEqual({
      itemsPerPage: '条/页',
      jumpTo: '跳至',
      page: '页',
      prevPage: '上一页',
      nextPage: '下一页',
      prev5: '向前 5 页',
      next5: '向后 5 页',
      prev3: '向前 3 页',
      next3: '向后 3 页',
      pageSize: '页码',
    });
  });

  it('is a navigation landmark labelled 分页 that shows the total', () => {
    setup({ total: 1234 });
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 1,234 条')).toBeInTheDocument();
  });

  it('reads a capped total as a lower bound and offers only the pages it holds', () => {
    setup({ page: 1, pageSize: 10, total: 1000, totalCapped: true });
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 1,000+ 条')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '第 100 页' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '第 101 页' })).toBeNull();
  });

  it('marks the current page with aria-current and no other', () => {
    setup({ page: 3 });
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 2 页' })).not.toHaveAttribute('aria-current');
  });

  it('moves with 上一页 and 下一页, disabled at the ends', async () => {
    const first = setup({ page: 1, total: 30 });
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await first.user.click(screen.getByRole('button', { name: '下一页' }));
    expect(first.onChange).toHaveBeenLastCalledWith(2, 10);
    first.unmount();

    const last = setup({ page: 3, total: 30 });
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await last.user.click(screen.getByRole('button', { name: '上一页' }));
    expect(last.onChange).toHaveBeenLastCalledWith(2, 10);
  });

  it('goes to a clicked page and ignores a click on the current one', async () => {
    const { user, onChange } = setup({ page: 1 });
    await user.click(screen.getByRole('button', { name: '第 1 页' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onChange).toHaveBeenCalledWith(4, 10);
  });

  it('jumps five pages either way on wide screens', async () => {
    const { user, onChange } = setup({ page: 10 });
    expect(screen.queryByRole('button', { name: '向前 3 页' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(5, 10);
    await user.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(15, 10);
  });

  it('jumps three pages either way when compact', async () => {
    const { user, onChange } = setup({ page: 10, compact: true });
    expect(screen.queryByRole('button', { name: '向前 5 页' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '向前 3 页' }));
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
    await user.click(screen.getByRole('button', { name: '向后 3 页' }));
    expect(onChange).toHaveBeenLastCalledWith(13, 10);
  });

  it('goes compact by itself on a narrow screen', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    );
    setup({ page: 10 });
    expect(screen.getByRole('button', { name: '向后 3 页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '向后 5 页' })).not.toBeInTheDocument();
  });

  it('offers page sizes as "N 条/页" under the label 页码 and keeps the first visible item on screen', async () => {
    const { user, onChange } = setup({ page: 5, pageSize: 10 });
    const select = screen.getByRole('combobox', { name: '页码' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '50 条/页',
    ]);
    // Page 5 at 10 per page starts with item 41, which is on page 3 at 20 per page.
    await user.selectOptions(select, '20 条/页');
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
  });

  it('clamps the page after a page-size change to the new page count', async () => {
    const { user, onChange } = setup({ page: 20, pageSize: 10, total: 200 });
    await user.selectOptions(screen.getByRole('combobox', { name: '页码' }), '50 条/页');
    expect(onChange).toHaveBeenLastCalledWith(4, 50);
  });

  it('adds the current page size to custom options', () => {
    setup({ pageSize: 15, pageSizeOptions: [30, 5] });
    const options = within(screen.getByRole('combobox', { name: '页码' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5 条/页', '15 条/页', '30 条/页']);
  });

  it('jumps to the page typed in 跳至 … 页 on Enter', async () => {
    const { user, onChange } = setup({ page: 1 });
    const input = screen.getByRole('textbox', { name: '跳至' });
    await user.type(input, '7');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(7, 10);
    expect(input).toHaveValue('');
  });

  it('clamps out-of-range jumps and ignores non-numeric input', async () => {
    const { user, onChange } = setup({ page: 5, total: 200 });
    const input = screen.getByRole('textbox', { name: '跳至' });
    await user.type(input, '999{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(20, 10);
    await user.type(input, '0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1, 10);
    onChange.mockClear();
    await user.type(input, 'abc{Enter}');
    await user.type(input, '-3{Enter}');
    await user.type(input, '2.5{Enter}');
    await user.type(input, '{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });

  it('accepts full-width digits typed with a Chinese input method', async () => {
    const { user, onChange } = setup({ page: 1 });
    await user.type(screen.getByRole('textbox', { name: '跳至' }), '１２{Enter}');
    expect(onChange).toHaveBeenCalledWith(12, 10);
  });

  it('renders one disabled page for an empty list', () => {
    setup({ total: 0 });
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('shows a page beyond the last one as the last page', () => {
    setup({ page: 99, total: 30 });
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StatefulPaginator total={100} />);
    await user.tab(); // 上一页 is disabled, so the first stop is page 1
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('textbox', { name: '跳至' }));
    await user.keyboard('9{Enter}');
    expect(screen.getByRole('button', { name: '第 9 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables every control while disabled', () => {
    setup({ page: 2, disabled: true });
    expect(screen.getByRole('button', { name: '第 3 页' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: '页码' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '跳至' })).toBeDisabled();
  });
  it('draws its pages as 44 px touch targets in 关怀模式, and 32 px boxes otherwise', async () => {
    const care = render(
      <AppTheme initialCareMode>
        <Paginator page={2} pageSize={10} total={200} onChange={() => undefined} />
      </AppTheme>,
    );
    // 关怀模式's theme is fetched before the first frame (ADR 129).
    await screen.findByRole('button', { name: '第 2 页' });
    for (const name of ['第 2 页', '第 3 页', '上一页', '下一页']) {
      const style = getComputedStyle(screen.getByRole('button', { name }));
      expect(Number.parseFloat(style.minWidth)).toBeGreaterThanOrEqual(CARE_TOUCH_TARGET_PX);
      expect(Number.parseFloat(style.height)).toBeGreaterThanOrEqual(CARE_TOUCH_TARGET_PX);
    }
    for (const field of [screen.getByRole('combobox', { name: '页码' }), screen.getByRole('textbox', { name: '跳至' })]) {
      expect(Number.parseFloat(getComputedStyle(field).minHeight)).toBeGreaterThanOrEqual(CARE_TOUCH_TARGET_PX);
    }
    care.unmount();
    setup({ page: 2, compact: false });
    expect(getComputedStyle(screen.getByRole('button', { name: '第 3 页' })).height).toBe('32px');
  });

  it('draws the current page in the primary colour and the others in the text colour', () => {
    setup({ page: 2 });
    const current = getComputedStyle(screen.getByRole('button', { name: '第 2 页' })).color;
    const other = getComputedStyle(screen.getByRole('button', { name: '第 3 页' })).color;
    expect(current).not.toBe(other);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('button', { name: '第 3 页' })).not.toHaveClass('Mui-selected');
  });
});
