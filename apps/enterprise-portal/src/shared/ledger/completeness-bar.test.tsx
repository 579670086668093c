import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppTheme } from '@smes/ui';
import { CompletenessBar, type CompletenessBarProps } from './completeness-bar';
import { LEDGER_FIELD_NAMING } from './ledger-field-labels';

function renderBar(props: Partial<CompletenessBarProps>) {
  return render(
    <AppTheme>
      <MemoryRouter>
        <CompletenessBar completeness={{ filled: 40, total: 80, percent: 50, missing: ['revenueY1', 'noSuchField', 'rdStaff'] }} fields={LEDGER_FIELD_NAMING} {...props} />
      </MemoryRouter>
    </AppTheme>,
  );
}

describe('CompletenessBar', () => {
  it('names and links the missing form fields with the naming it is given, and leaves out keys the form does not offer', () => {
    renderBar({});
    expect(screen.getByRole('progressbar', { name: '档案完整度' })).toHaveAttribute('aria-valuetext', '50%，已填 40/80 项');
    const links = within(screen.getByRole('navigation', { name: '待完善的字段' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['营业收入（上年度）', '研发人员数']);
    expect(links[0]).toHaveAttribute('href', LEDGER_FIELD_NAMING.href('revenueY1'));
    expect(screen.queryByText('noSuchField')).toBeNull();
  });

  it('on the ledger page links to the input in place and jumps there', () => {
    const onJump = vi.fn();
    renderBar({ onJump, maxLinks: 1 });
    const link = screen.getByRole('link', { name: '营业收入（上年度）' });
    expect(link).toHaveAttribute('href', '#field-revenueY1');
    fireEvent.click(link);
    expect(onJump).toHaveBeenCalledWith('revenueY1');
    expect(screen.getByText(/等 2 项/)).toBeInTheDocument();
  });
});
