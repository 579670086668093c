import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ToastView } from './toast-view';

function renderToast(onClose = vi.fn()) {
  renderWithTheme(
    <>
      <p>页面</p>
      <ToastView toast={{ severity: 'success', message: '保存成功' }} open hideAfterMs={3000} urgent={false} onClose={onClose} onExited={vi.fn()} />
    </>,
  );
  return onClose;
}

describe('ToastView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes when its time has run out, not before', () => {
    const onClose = renderToast();
    act(() => vi.advanceTimersByTime(2900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('stops the clock while the pointer is on it and runs the rest of the time after', () => {
    const onClose = renderToast();
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByRole('status').parentElement!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('status').parentElement!);
    act(() => vi.advanceTimersByTime(900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('stops the clock while the window is in the background', () => {
    const onClose = renderToast();
    fireEvent.blur(window);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.focus(window);
    act(() => vi.advanceTimersByTime(3100));
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('closes on Escape and on its close button, not on a click elsewhere', () => {
    const onClose = renderToast();
    fireEvent.click(screen.getByText('页面'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith('escapeKeyDown');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenLastCalledWith('closeButton');
  });
});
