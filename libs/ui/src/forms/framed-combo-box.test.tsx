import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { FramedComboBox } from './framed-combo-box';

type Region = { code: string; name: string; province: string };
const REGIONS: Region[] = [
  { code: '330100', name: '杭州市', province: '浙江省' },
  { code: '330106', name: '西湖区', province: '浙江省' },
  { code: '320500', name: '苏州市', province: '江苏省' },
];

function Picker({ onChange = () => undefined, loading }: { onChange?: (code: string) => void; loading?: boolean }) {
  const [value, setValue] = useState<Region | null>(null);
  return (
    <FramedComboBox<Region>
      label="添加地区"
      placeholder="输入城市名称"
      options={loading ? [] : REGIONS}
      value={value}
      onChange={(region) => {
        setValue(region);
        onChange(region?.code ?? '');
      }}
      getOptionLabel={(region) => region.name}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      groupBy={(region) => region.province}
      noOptionsText="没有匹配的地区"
      loading={loading}
      loadingText="正在加载地区…"
    />
  );
}

const box = () => screen.getByRole('combobox', { name: '添加地区' });

// The list loads once per test file (a module-level cache, as in the app): the first two tests see the box before it,
// the others with it.
describe('FramedComboBox', () => {
  it('is the browser input named by its label, with no MUI input around it and no list until reached for', () => {
    renderWithTheme(<Picker />);
    expect(box().tagName).toBe('INPUT');
    expect(box()).toHaveAttribute('placeholder', '输入城市名称');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box().closest('.MuiInputBase-root')).toBeNull();
    expect(screen.getByRole('button', { name: '展开' })).toBeInTheDocument();
  });

  it('keeps what was typed before the list loaded, with the focus and the caret, and opens the list filtered by it', async () => {
    renderWithTheme(<Picker />);
    const first = box();
    act(() => first.focus());
    fireEvent.change(first, { target: { value: '西湖' } });
    const listbox = await screen.findByRole('listbox');
    expect(box()).not.toBe(first);
    expect(box()).toHaveValue('西湖');
    expect(box()).toHaveFocus();
    expect((box() as HTMLInputElement).selectionStart).toBe(2);
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['西湖区']);
  });

  it('filters by what is typed, groups the options and chooses one with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Picker onChange={onChange} />);
    await user.click(box());
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['杭州市', '西湖区', '苏州市']);
    expect(within(listbox).getByRole('group', { name: '江苏省' })).toHaveTextContent('苏州市');

    await user.type(box(), '西湖');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['西湖区']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('330106');
    expect(box()).toHaveValue('西湖区');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box()).toHaveValue('');
  });

  it('says when nothing matches, closes on Escape and opens again from its button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Picker />);
    await user.type(box(), '北京');
    expect(screen.getByText('没有匹配的地区')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('没有匹配的地区')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getByText('没有匹配的地区')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收起' })).toBeInTheDocument();
  });

  it('says the options are loading while they are', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Picker loading />);
    await user.click(screen.getByRole('combobox', { name: '添加地区' }));
    expect(screen.getByRole('status')).toHaveTextContent('正在加载地区…');
  });
});
