import { describe, expect, it } from 'vitest';
import { parseCompareIds, parseFundQuery, serverQuery, toggleCompare } from './fund-queries';

describe('找资金 URL', () => {
  it('reads the filters and drops what is not one of the choices', () => {
    const query = parseFundQuery(new URLSearchParams('guarantee=ipPledge&tag=科创贷&amount=300&rate=4&term=36&orderBy=rate&compare=3,8'));
    expect(query).toEqual({ pageNum: 1, pageSize: 10, orderBy: 'rate', guarantee: 'ipPledge', tag: '科创贷', amount: 300, rate: 4, term: 36, compare: '3,8' });
    expect(serverQuery(query)).not.toHaveProperty('compare');
    expect(parseFundQuery(new URLSearchParams('guarantee=house&amount=299&rate=9&term=7&orderBy=x'))).toEqual({ pageNum: 1, pageSize: 10, orderBy: 'newest' });
  });

  it('keeps at most four compared ids, whole and without repeats', () => {
    expect(parseCompareIds('3,x,3,8,0,9,12,15')).toEqual([3, 8, 9, 12]);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('adds and removes a product, and refuses a fifth', () => {
    expect(toggleCompare([3], 8)).toEqual({ ids: [3, 8], refused: false });
    expect(toggleCompare([3, 8], 3)).toEqual({ ids: [8], refused: false });
    expect(toggleCompare([1, 2, 3, 4], 5)).toEqual({ ids: [1, 2, 3, 4], refused: true });
  });
});
