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

function renderClosed(onExited = vi.fn()) {
  renderWithTheme(
    <ToastView toast={{ severity: 'info', message: '已刷新' }} open={false} hideAfterMs={3000} urgent={false} onClose={vi.fn()} onExited={onExited} />,
  );
  return onExited;
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

  it('says it has left once its way out has played, so the next toast waits for it', () => {
    const onExited = renderClosed();
    act(() => vi.advanceTimersByTime(150));
    expect(onExited).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('leaves at once for someone who asked for less motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList,
    );
    try {
      const onExited = renderClosed();
      act(() => vi.advanceTimersByTime(1));
      expect(onExited).toHaveBeenCalledTimes(1);
    } finally {
      matchMedia.mockRestore();
    }
  });
});
