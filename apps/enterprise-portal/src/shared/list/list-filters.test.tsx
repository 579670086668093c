import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppTheme } from '@smes/ui';
import { setViewport } from '@smes/ui/testing';
import type { ActiveFilter } from './active-filters';
import { FilterSelect } from './filter-select';
import { ListFilters, filterButtonText, showResultsText, type ListFiltersProps } from './list-filters';


const LEVEL_LABELS: Record<string, string> = { national: '国家级', provincial: '省级' };

/** A list with one filter (政策级别) kept in state, as a page keeps it in the URL. */
function Harness({ total = 12, keyword }: { total?: ListFiltersProps['total']; keyword?: string }) {
  const [level, setLevel] = useState<string | undefined>();
  const active: ActiveFilter[] = [];
  if (keyword) active.push({ key: 'keyword', label: `关键词：${keyword}`, onRemove: vi.fn(), fromSearch: true });
  if (level) active.push({ key: 'level', label: `级别：${LEVEL_LABELS[level]}`, onRemove: () => setLevel(undefined) });
  return (
    <AppTheme>
      <ListFilters active={active} onClearAll={() => setLevel(undefined)} total={total}>
        <FilterSelect
          label="政策级别"
          allLabel="全部级别"
          value={level}
          options={Object.entries(LEVEL_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={setLevel}
        />
      </ListFilters>
      <p>政策列表</p>
    </AppTheme>
  );
}

describe('ListFilters', () => {
  it('counts the drawer’s filters on the 筛选 button, not the keyword', () => {
    const keyword: ActiveFilter = { key: 'keyword', label: '关键词：专精特新', onRemove: vi.fn(), fromSearch: true };
    const level: ActiveFilter = { key: 'level', label: '级别：省级', onRemove: vi.fn() };
    expect(filterButtonText([])).toBe('筛选');
    expect(filterButtonText([keyword])).toBe('筛选');
    expect(filterButtonText([keyword, level])).toBe('筛选（1）');
    expect(showResultsText(undefined)).toBe('查看结果');
    expect(showResultsText(0)).toBe('查看 0 条结果');
    expect(showResultsText(37)).toBe('查看 37 条结果');
    expect(showResultsText(1000, true)).toBe('查看 1,000+ 条结果');
  });

  it('on a desktop shows the controls in a panel and the chips with 清除筛选 below', async () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: /^筛选/ })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '筛选条件' });
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: '政策级别' }), screen.getByRole('option', { name: '省级' }));
    expect(screen.getByRole('button', { name: '移除条件 级别：省级' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(screen.queryByRole('region', { name: '已选条件' })).not.toBeInTheDocument();
  });

  it('leaves 清除筛选 to the empty state when nothing matches', () => {
    const active: ActiveFilter[] = [{ key: 'level', label: '级别：省级', onRemove: vi.fn() }];
    const { rerender } = render(
      <AppTheme>
        <ListFilters active={active} onClearAll={vi.fn()} total={0}>
          <span>控件</span>
        </ListFilters>
      </AppTheme>,
    );
    expect(screen.getByRole('button', { name: '移除条件 级别：省级' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除筛选' })).not.toBeInTheDocument();
    rerender(
      <AppTheme>
        <ListFilters active={active} onClearAll={vi.fn()} total={3}>
          <span>控件</span>
        </ListFilters>
      </AppTheme>,
    );
    expect(screen.getByRole('button', { name: '清除筛选' })).toBeInTheDocument();
  });

  it('on a phone keeps the controls in a drawer that the keyboard opens, uses and closes', async () => {
    setViewport(375);
    const user = userEvent.setup();
    render(<Harness total={12} keyword="专精特新" />);
    expect(screen.queryByRole('combobox', { name: '政策级别' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: '筛选' });
    expect(screen.getByRole('button', { name: '移除条件 关键词：专精特新' })).toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '筛选条件' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await user.selectOptions(within(drawer).getByRole('combobox', { name: '政策级别' }), screen.getByRole('option', { name: '省级' }));
    expect(within(drawer).getByRole('button', { name: '查看 12 条结果' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '筛选条件' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '筛选（1）' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '移除条件 级别：省级' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '筛选（1）' }));
    await user.click(await screen.findByRole('button', { name: '查看 12 条结果' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '筛选条件' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '筛选（1）' })).toHaveFocus();
  });

  it('on a phone mounts the drawer only after the first tap is painted', async () => {
    setViewport(375);
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      render(<Harness total={12} />);
      const button = screen.getByRole('button', { name: '筛选' });
      fireEvent.pointerEnter(button, { pointerType: 'touch' });
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog', { name: '筛选条件' })).not.toBeInTheDocument();
      act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
      expect(await screen.findByRole('dialog', { name: '筛选条件' })).toBeInTheDocument();
    } finally {
      frame.mockRestore();
    }
  });
});
