import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './sql';

describe('LIKE patterns', () => {
  it('take wildcards and the escape character literally', () => {
    expect(escapeLike('100%_达标\\')).toBe('100\\%\\_达标\\\\');
    expect(containsPattern('研发_费用')).toBe('%研发\\_费用%');
  });
});
