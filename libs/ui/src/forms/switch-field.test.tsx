import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { AppTheme } from '../theme/app-theme';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';
import { SwitchField } from './switch-field';

describe('SwitchField', () => {
  function Listed({ onChange }: { onChange: (checked: boolean) => void }) {
    const [checked, setChecked] = useState(false);
    return (
      <SwitchField
        label="公开本企业"
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          onChange(next);
        }}
      />
    );
  }

  it('is a switch named by its label that turns from the space bar and a click on its label', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Listed onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '公开本企业' });
    expect(toggle).not.toBeChecked();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('公开本企业'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle).not.toBeChecked();
  });

  it('does not turn while disabled', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SwitchField label="公开本企业" checked={false} disabled onChange={onChange} />);
    expect(screen.getByRole('switch', { name: '公开本企业' })).toBeDisabled();
    await userEvent.setup().click(screen.getByText('公开本企业'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a 44 px touch target in 关怀模式', async () => {
    render(
      <AppTheme initialCareMode>
        <SwitchField label="公开本企业" checked={false} onChange={() => undefined} />
      </AppTheme>,
    );
    const room = (await screen.findByRole('switch', { name: '公开本企业' })).parentElement!;
    expect(Number.parseFloat(getComputedStyle(room).height)).toBeGreaterThanOrEqual(CARE_TOUCH_TARGET_PX);
  });
});
