import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task in a task queued from the next animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    // Fake timers count a zero delay as one millisecond.
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a cancelled task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(20);
    expect(task).not.toHaveBeenCalled();
  });
});
