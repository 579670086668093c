import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { PlainTabs } from './plain-tabs';

const OPTIONS = [
  { value: 'products', label: '服务产品' },
  { value: 'cases', label: '成功案例' },
] as const;

function Harness({ initial = 'products' as 'products' | 'cases' }) {
  const [value, setValue] = useState<'products' | 'cases'>(initial);
  return (
    <>
      <PlainTabs label="产品或案例" value={value} options={OPTIONS} onChange={setValue} />
      <p>当前：{value}</p>
    </>
  );
}

describe('PlainTabs', () => {
  it('is a named tab list whose chosen tab is selected and the only one in the tab order', () => {
    renderWithTheme(<Harness />);
    const list = screen.getByRole('tablist', { name: '产品或案例' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '服务产品' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '服务产品' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '成功案例' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: '成功案例' })).toHaveAttribute('tabindex', '-1');
  });

  it('chooses a tab on click', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: '成功案例' }));
    expect(screen.getByText('当前：cases')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '成功案例' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves the focus with the arrows (wrapping), Home and End, and chooses with Enter', async () => {
    renderWithTheme(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '服务产品' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '成功案例' })).toHaveFocus();
    expect(screen.getByText('当前：products')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '服务产品' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '成功案例' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '服务产品' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(screen.getByText('当前：cases')).toBeInTheDocument();
  });
});
