import { describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES, parseNewsQuery } from './news-queries';

describe('parseNewsQuery', () => {
  it('reads the contract categories and the keyword', () => {
    expect(NEWS_CATEGORIES).toEqual(['notice', 'announcement', 'dynamic', 'interpretation']);
    expect(parseNewsQuery(new URLSearchParams('category=dynamic&keyword=%20高企%20&pageNum=2'))).toEqual({
      pageNum: 2,
      pageSize: 10,
      category: 'dynamic',
      keyword: '高企',
    });
  });

  it('drops an unknown category and a malformed page', () => {
    expect(parseNewsQuery(new URLSearchParams('category=sports&pageNum=x'))).toEqual({ pageNum: 1, pageSize: 10 });
  });
});
