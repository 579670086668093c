import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { createToastBus } from './toast-bus';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('保存成功')}>
        save
      </button>
      <button type="button" onClick={() => toast.error('保存失败')}>
        fail
      </button>
      <button type="button" onClick={() => toast.info('已复制')}>
        copy
      </button>
      <button type="button" onClick={() => toast.warning('即将截止')}>
        warn
      </button>
    </>
  );
}

describe('ToastProvider', () => {
  it('shows a message raised through the bus as an alert', async () => {
    const bus = createToastBus();
    renderWithTheme(<ToastProvider bus={bus}>page</ToastProvider>);
    act(() => bus.notify({ severity: 'error', message: '服务器内部错误' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器内部错误');
  });

  it('shows messages raised before it mounted', async () => {
    const bus = createToastBus();
    bus.notify({ severity: 'warning', message: '登录状态已过期，请重新登录' });
    renderWithTheme(<ToastProvider bus={bus}>page</ToastProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent('登录状态已过期，请重新登录');
  });

  it('uses role=status for success and info, role=alert for error and warning', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('保存成功');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('queues messages: the next one appears only after the current one is dismissed', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    await user.click(screen.getByRole('button', { name: 'warn' }));
    await user.click(screen.getByRole('button', { name: 'copy' }));

    expect(screen.getByRole('alert')).toHaveTextContent('保存失败');
    expect(screen.queryByText('即将截止')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('即将截止'));
    expect(screen.queryByText('保存失败')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已复制'));
  });

  it('drops a message identical to one already waiting', async () => {
    const bus = createToastBus();
    const user = userEvent.setup();
    renderWithTheme(<ToastProvider bus={bus}>page</ToastProvider>);
    act(() => {
      bus.notify({ severity: 'error', message: '网络错误' });
      bus.notify({ severity: 'error', message: '网络错误' });
      bus.notify({ severity: 'info', message: '已刷新' });
    });
    await user.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已刷新'));
  });

  it('stops listening to the bus when unmounted', () => {
    const bus = createToastBus();
    const { unmount } = renderWithTheme(<ToastProvider bus={bus}>page</ToastProvider>);
    unmount();
    // With no subscriber left the bus buffers again, so a new provider receives the message.
    bus.notify({ severity: 'info', message: '稍后显示' });
    renderWithTheme(<ToastProvider bus={bus}>page</ToastProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('稍后显示');
  });
});

describe('useToast', () => {
  it('explains itself when used outside the provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const silence = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', silence);
    try {
      expect(() => render(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>.');
    } finally {
      window.removeEventListener('error', silence);
    }
  });

  it('draws each toast inside a live region that was on the page before it, polite or assertive by severity', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    const polite = container.querySelector('[aria-live="polite"][data-toast-region]');
    const assertive = container.querySelector('[aria-live="assertive"][data-toast-region]');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('保存成功');
    expect(container.querySelector('[aria-live="polite"][data-toast-region]')).toBe(polite);
    expect(polite).toHaveTextContent('保存成功');
    expect(assertive).toBeEmptyDOMElement();
  });

  it('puts errors in the assertive region', async () => {
    const bus = createToastBus();
    const { container } = renderWithTheme(<ToastProvider bus={bus}>page</ToastProvider>);
    const assertive = container.querySelector('[aria-live="assertive"][data-toast-region]');
    act(() => bus.notify({ severity: 'error', message: '服务器内部错误' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器内部错误');
    expect(assertive).toHaveTextContent('服务器内部错误');
    expect(container.querySelector('[aria-live="polite"][data-toast-region]')).toBeEmptyDOMElement();
  });

  describe('when the snackbar loads', () => {
    const original = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
    afterEach(() => {
      window.requestIdleCallback = original.request;
      window.cancelIdleCallback = original.cancel;
      vi.resetModules();
    });

    async function freshProvider() {
      vi.resetModules();
      const idle = vi.fn(() => 1);
      window.requestIdleCallback = idle;
      window.cancelIdleCallback = vi.fn();
      const { ToastProvider: Fresh } = await import('./toast-provider');
      return { Fresh, idle };
    }

    it('waits for an idle moment by default', async () => {
      const { Fresh, idle } = await freshProvider();
      const { unmount } = renderWithTheme(<Fresh>page</Fresh>);
      await waitFor(() => expect(idle).toHaveBeenCalled());
      unmount();
    });

    it('loads at once when a message is likely soon (a stored session that may have expired)', async () => {
      const { Fresh, idle } = await freshProvider();
      const bus = createToastBus();
      const { unmount } = renderWithTheme(
        <Fresh bus={bus} loadAtOnce>
          page
        </Fresh>,
      );
      expect(idle).not.toHaveBeenCalled();
      act(() => bus.notify({ severity: 'warning', message: '登录状态已过期，请重新登录' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('登录状态已过期');
      unmount();
    });
  });
});
