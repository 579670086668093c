import { describe, expect, it } from 'vitest';
import { budgetText, parseDemandQuery } from './demand-queries';

describe('市场项目 URL', () => {
  it('reads every filter and drops malformed ones', () => {
    expect(parseDemandQuery(new URLSearchParams('keyword=视觉&type=technology&industry=C&regionCode=330100&status=open&budget=10to50&pageNum=2'))).toEqual({
      pageNum: 2,
      pageSize: 10,
      keyword: '视觉',
      type: 'technology',
      industry: 'C',
      regionCode: '330100',
      status: 'open',
      budget: '10to50',
    });
    expect(parseDemandQuery(new URLSearchParams('type=gift&industry=Z&regionCode=33&status=done&budget=huge'))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('writes a budget as a range in 万元, or 面议', () => {
    expect(budgetText(20, 45)).toBe('20-45 万元');
    expect(budgetText(50, 50)).toBe('50 万元');
    expect(budgetText(null, null)).toBe('面议');
  });
});
