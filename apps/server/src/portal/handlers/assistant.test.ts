import { describe, expect, it } from 'vitest';
import { deltaPauseMs, deltas } from './assistant';

describe('deltas', () => {
  it('splits an answer into small pieces that join back to it, never inside a [n] marker', () => {
    const text = '1. 《高新技术企业认定管理办法》第十一条：注册成立一年以上[1]\n2. 第十二条：申请书[12]。';
    const pieces = deltas(text, 5);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) {
      expect(piece.split('[').length).toBe(piece.split(']').length);
    }
  });
});

describe('deltaPauseMs', () => {
  it('reads ASSISTANT_DELTA_PAUSE_MS, falling back to the default for anything but a whole number of milliseconds', () => {
    expect(deltaPauseMs('0')).toBe(0);
    expect(deltaPauseMs('40')).toBe(40);
    expect(deltaPauseMs(undefined)).toBe(12);
    expect(deltaPauseMs('fast')).toBe(12);
    expect(deltaPauseMs('-1')).toBe(12);
  });
});
