import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { AppTheme } from '../theme/app-theme';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';
import { CheckField, ChoiceGroup } from './check-field';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckField
      label="本单位已阅读并作出以上承诺"
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
      inputProps={{ 'aria-describedby': 'text' }}
    />
  );
}

describe('CheckField', () => {
  it('is the browser checkbox named by its label, with the input attributes it is given', () => {
    renderWithTheme(<CheckField label="本单位已阅读并作出以上承诺" checked onChange={() => undefined} inputProps={{ 'aria-describedby': 'text' }} />);
    const box = screen.getByRole('checkbox', { name: '本单位已阅读并作出以上承诺' });
    expect(box.tagName).toBe('INPUT');
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-describedby', 'text');
  });

  it('ticks from a click on its label and from the space bar, and reports the new state', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '本单位已阅读并作出以上承诺' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    await user.click(screen.getByText('本单位已阅读并作出以上承诺'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box).not.toBeChecked();
  });

  it('does not change while disabled', async () => {
    const onChange = vi.fn();
    renderWithTheme(<CheckField label="同意" checked={false} disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '同意' });
    expect(box).toBeDisabled();
    await userEvent.setup().click(screen.getByText('同意'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a 44 px touch target in 关怀模式', async () => {
    render(
      <AppTheme initialCareMode>
        <CheckField label="同意" checked={false} onChange={() => undefined} />
      </AppTheme>,
    );
    const label = (await screen.findByRole('checkbox', { name: '同意' })).closest('label')!;
    expect(Number.parseFloat(getComputedStyle(label).minHeight)).toBeGreaterThanOrEqual(CARE_TOUCH_TARGET_PX);
  });

  it('as radios of one name: a group whose answer follows a click and the arrow keys', async () => {
    const onChange = vi.fn();
    function Question() {
      const [value, setValue] = useState('');
      const pick = (next: string) => {
        setValue(next);
        onChange(next);
      };
      return (
        <fieldset>
          <legend>已建立研发投入核算体系</legend>
          <ChoiceGroup describedBy="help">
            <CheckField type="radio" name="q" value="true" checked={value === 'true'} onChange={() => pick('true')} label="是" />
            <CheckField type="radio" name="q" value="false" checked={value === 'false'} onChange={() => pick('false')} label="否" />
          </ChoiceGroup>
          <p id="help">2 项政策需要</p>
        </fieldset>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Question />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-describedby', 'help');
    const yes = screen.getByRole('radio', { name: '是' });
    const no = screen.getByRole('radio', { name: '否' });
    expect(yes).not.toBeChecked();
    await user.click(screen.getByText('否'));
    expect(onChange).toHaveBeenLastCalledWith('false');
    expect(no).toBeChecked();
    expect(yes).not.toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('true');
    expect(yes).toBeChecked();
    expect(yes).toHaveFocus();
  });
});
