import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppTheme } from '@smes/ui';
import { ListSearchForm } from './list-search-form';

function renderForm(value: string | undefined) {
  const onSubmit = vi.fn();
  const view = render(
    <AppTheme>
      <ListSearchForm label="搜索测试" placeholder="输入关键词" value={value} onSubmit={onSubmit} />
    </AppTheme>,
  );
  return { onSubmit, view };
}

describe('ListSearchForm', () => {
  it('submits the trimmed keyword on Enter and undefined for a blank field', async () => {
    const { onSubmit } = renderForm(undefined);
    const field = screen.getByRole('textbox', { name: '关键词' });
    expect(screen.getByRole('search', { name: '搜索测试' })).toContainElement(field);

    await userEvent.type(field, '  专精特新 {Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith('专精特新');

    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSubmit).toHaveBeenLastCalledWith(undefined);
  });

  it('follows the keyword in the URL', () => {
    const { view } = renderForm('旧词');
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('旧词');
    view.rerender(
      <AppTheme>
        <ListSearchForm label="搜索测试" placeholder="输入关键词" value="新词" onSubmit={vi.fn()} />
      </AppTheme>,
    );
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('新词');
  });
});
