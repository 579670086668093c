import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('gives bytes, then KB and MB with one decimal at most', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1_229)).toBe('1.2 KB');
    expect(formatFileSize(74_035)).toBe('72.3 KB');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(2_097_152)).toBe('2 MB');
    expect(formatFileSize(10 * 1024 * 1024 + 1)).toBe('10 MB');
  });
});
