import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonDialog } from './reason-dialog';

describe('ConfirmDialog', () => {
  it('acts only when the person confirms, and says what will happen', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(<ConfirmDialog open title="确认交付？" description="交付后等待企业验收" confirmLabel="确认交付" onConfirm={onConfirm} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: '确认交付？' });
    expect(dialog).toHaveAccessibleDescription('交付后等待企业验收');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '确认交付' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog before its first opening', () => {
  it('draws nothing while closed and appears when it opens', async () => {
    const props = { title: '确认交付？', confirmLabel: '确认交付', onConfirm: vi.fn(), onClose: vi.fn() };
    const view = renderWithTheme(<ConfirmDialog open={false} {...props} />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.querySelector('.MuiDialog-root')).toBeNull();
    view.rerender(<ConfirmDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: '确认交付？' })).toBeInTheDocument();
  });
});

describe('ReasonDialog', () => {
  it('refuses a reason shorter than the contract allows and hands over the trimmed one', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(
      <ReasonDialog
        open
        title="拒绝验收？"
        confirmLabel="确认拒绝验收"
        reasonLabel="需要修改的内容"
        helperText="机构会在订单进度和消息中看到"
        minLength={2}
        maxLength={200}
        onConfirm={onConfirm}
        onClose={() => undefined}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '确认拒绝验收' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('请填写需要修改的内容（至少 2 个字）')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /需要修改的内容/ }), '  缺少第二种实施方式 ');
    await userEvent.click(screen.getByRole('button', { name: '确认拒绝验收' }));
    expect(onConfirm).toHaveBeenCalledWith('缺少第二种实施方式');
  });
});

describe('ReasonDialog before its first opening', () => {
  it('draws nothing while closed, then opens with its text box, and keeps what was typed when closed and reopened', async () => {
    const props = {
      title: '驳回申请？',
      confirmLabel: '确认驳回',
      reasonLabel: '驳回原因',
      helperText: '申请机构会在消息中看到此原因',
      minLength: 2,
      maxLength: 200,
      onConfirm: vi.fn(),
      onClose: vi.fn(),
    };
    const view = renderWithTheme(<ReasonDialog open={false} {...props} />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    view.rerender(<ReasonDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: '驳回申请？' })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: /驳回原因/ }), '材料不全');
    view.rerender(<ReasonDialog open={false} {...props} />);
    view.rerender(<ReasonDialog open {...props} />);
    expect(await screen.findByRole('textbox', { name: /驳回原因/ })).toHaveValue('材料不全');
  });
});
