import { Suspense, startTransition, use, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { AppTheme } from '../theme/app-theme';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';
import { FramedInput, FramedSelect } from './framed-field';

const OPTIONS = [
  { value: 'open', label: '申报中' },
  { value: 'closed', label: '已截止', disabled: true },
];

describe('FramedSelect', () => {
  it('is the browser select named by its label, with the 全部 option first', () => {
    renderWithTheme(<FramedSelect label="申报状态" emptyLabel="全部状态" value="" options={OPTIONS} onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: '申报状态' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['全部状态', '申报中', '已截止']);
    expect(screen.getByRole('option', { name: '已截止' })).toBeDisabled();
    expect(select).toHaveValue('');
  });

  it('keeps showing the choice while the page applies it in a transition, so the next arrow steps on from it', async () => {
    // A list applies a filter by navigating, which React Router renders in a transition; on a busy phone the next
    // arrow key can come before that render. A select that showed its old value until then stepped from the old
    // value again: 国家级 twice instead of 国家级 → 省级 (the policy journey at 375 px, seen in CI).
    const LEVELS = [
      { value: 'national', label: '国家级' },
      { value: 'provincial', label: '省级' },
    ];
    const never = new Promise<never>(() => undefined);
    function Slow({ value }: { value: string }) {
      if (value !== '') use(never); // the page's render for the new address has not finished
      return null;
    }
    function Page() {
      const [level, setLevel] = useState('');
      return (
        <>
          <FramedSelect label="政策级别" emptyLabel="全部级别" value={level} options={LEVELS} onChange={(next) => startTransition(() => setLevel(next))} />
          <Suspense fallback={null}>
            <Slow value={level} />
          </Suspense>
        </>
      );
    }
    renderWithTheme(<Page />);
    const select = screen.getByRole('combobox', { name: '政策级别' });
    act(() => {
      fireEvent.change(select, { target: { value: 'national' } });
    });
    expect(select).toHaveValue('national');
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithTheme(<FramedSelect label="申报状态" emptyLabel="全部状态" value="" options={OPTIONS} onChange={onChange} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: '申报状态' }), '申报中');
    expect(onChange).toHaveBeenCalledWith('open');
  });

  it('can be disabled', () => {
    renderWithTheme(<FramedSelect label="城市" value="" emptyLabel="全部城市" options={[]} onChange={() => undefined} disabled />);
    expect(screen.getByRole('combobox', { name: '城市' })).toBeDisabled();
  });
});

describe('FramedInput', () => {
  it('is a text box named by its label that keeps the placeholder and the input attributes', async () => {
    const onChange = vi.fn();
    renderWithTheme(<FramedInput label="关键词" placeholder="项目名称" value="" onChange={onChange} htmlInput={{ maxLength: 5, enterKeyHint: 'search' }} />);
    const input = screen.getByRole('textbox', { name: '关键词' });
    expect(input).toHaveAttribute('placeholder', '项目名称');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toHaveAttribute('enterkeyhint', 'search');
    await userEvent.setup().type(input, '专');
    expect(onChange).toHaveBeenCalled();
  });

  it('is a 44 px touch target in 关怀模式', async () => {
    render(
      <AppTheme initialCareMode>
        <FramedInput label="关键词" value="" onChange={() => undefined} />
        <FramedSelect label="排序" value="a" options={[{ value: 'a', label: '最新' }]} onChange={() => undefined} />
      </AppTheme>,
    );
    await screen.findByRole('textbox', { name: '关键词' });
    for (const field of [screen.getByRole('textbox', { name: '关键词' }), screen.getByRole('combobox', { name: '排序' })]) {
      expect(Number.parseFloat(getComputedStyle(field.parentElement!).minHeight)).toBeGreaterThanOrEqual(CARE_TOUCH_TARGET_PX);
    }
  });
});
