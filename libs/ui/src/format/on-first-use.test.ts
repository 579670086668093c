import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes the value on the first call only, and never before', () => {
    const create = vi.fn(() => new Intl.NumberFormat('zh-CN'));
    const format = onFirstUse(create);
    expect(create).not.toHaveBeenCalled();
    expect(format().format(12500)).toBe('12,500');
    expect(format()).toBe(format());
    expect(create).toHaveBeenCalledTimes(1);
  });
});
