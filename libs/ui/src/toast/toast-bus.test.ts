// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createToastBus } from './toast-bus';
import type { ToastMessage } from './toast-bus';

describe('createToastBus', () => {
  it('delivers each message to every subscriber, with notify usable detached', () => {
    const bus = createToastBus();
    const first = vi.fn<(toast: ToastMessage) => void>();
    const second = vi.fn<(toast: ToastMessage) => void>();
    bus.subscribe(first);
    bus.subscribe(second);
    const { notify } = bus;
    notify({ severity: 'error', message: '服务器错误' });
    expect(first).toHaveBeenCalledWith({ severity: 'error', message: '服务器错误' });
    expect(second).toHaveBeenCalledWith({ severity: 'error', message: '服务器错误' });
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createToastBus();
    const listener = vi.fn<(toast: ToastMessage) => void>();
    const unsubscribe = bus.subscribe(listener);
    unsubscribe();
    bus.subscribe(vi.fn());
    bus.notify({ severity: 'info', message: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps messages raised before anyone listens and hands them to the first subscriber once', () => {
    const bus = createToastBus();
    bus.notify({ severity: 'warning', message: '登录状态已过期，请重新登录' });
    bus.notify({ severity: 'error', message: '服务器错误' });
    const first = vi.fn<(toast: ToastMessage) => void>();
    const later = vi.fn<(toast: ToastMessage) => void>();
    bus.subscribe(first);
    bus.subscribe(later);
    expect(first.mock.calls.map(([toast]) => toast.message)).toEqual(['登录状态已过期，请重新登录', '服务器错误']);
    expect(later).not.toHaveBeenCalled();
  });
});
