import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { PlainAccordion } from './plain-accordion';

describe('PlainAccordion', () => {
  it('is a heading holding a closed button; the region is drawn only once opened, labelled by the button', async () => {
    renderWithTheme(
      <PlainAccordion id="row-1" detailsId="row-1-details" summary="研发费用补助" headingComponent="h4">
        <p>条件核对</p>
      </PlainAccordion>,
    );
    const button = screen.getByRole('button', { name: '研发费用补助' });
    expect(screen.getByRole('heading', { level: 4, name: '研发费用补助' })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'row-1-details');
    expect(screen.queryByText('条件核对')).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: '研发费用补助' });
    expect(region).toHaveAttribute('id', 'row-1-details');
    expect(region).toHaveTextContent('条件核对');

    await userEvent.click(button);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens from the keyboard and tells when the summary is pointed at or focused', async () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    renderWithTheme(
      <PlainAccordion id="row-2" detailsId="row-2-details" summary="首台套奖励" onSummaryPointerEnter={onPointerEnter} onSummaryFocus={onFocus}>
        <p>明细</p>
      </PlainAccordion>,
    );
    await userEvent.hover(screen.getByRole('button', { name: '首台套奖励' }));
    expect(onPointerEnter).toHaveBeenCalled();
    await userEvent.tab();
    expect(onFocus).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: '首台套奖励' })).toHaveTextContent('明细');
  });

  it('follows the caller when told whether it is open, and asks the caller on a click', async () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithTheme(
      <PlainAccordion id="g-1" detailsId="g-1-fields" summary="财务" headingComponent="h2" expanded={false} onToggle={onToggle}>
        <p>营业收入</p>
      </PlainAccordion>,
    );
    const button = screen.getByRole('button', { name: '财务' });
    await userEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    // Still closed: the caller did not open it.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('营业收入')).not.toBeInTheDocument();

    rerender(
      <PlainAccordion id="g-1" detailsId="g-1-fields" summary="财务" headingComponent="h2" expanded onToggle={onToggle}>
        <p>营业收入</p>
      </PlainAccordion>,
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '财务' })).toHaveTextContent('营业收入');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });
});
