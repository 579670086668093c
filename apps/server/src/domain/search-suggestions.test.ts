import { describe, expect, it } from 'vitest';
import { editDistance, normalizeKeyword } from './search-suggestions';

describe('editDistance', () => {
  it('counts single-character edits over Chinese characters', () => {
    expect(editDistance('高新技术企业', '高新技术企业', 2)).toBe(0);
    expect(editDistance('高新技木企业', '高新技术企业', 2)).toBe(1);
    expect(editDistance('高新技企业', '高新技术企业', 2)).toBe(1);
    expect(editDistance('专精特新', '专精特新中小企业', 2)).toBe(3);
  });

  it('stops early once the distance is over the limit', () => {
    expect(editDistance('知识产权', '融资担保', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('normalizeKeyword', () => {
  it('spells a keyword the way search reads it', () => {
    expect(normalizeKeyword('  高企   杭州 高企 ')).toBe('高企 杭州');
    expect(normalizeKeyword('   ')).toBe('');
  });
});
