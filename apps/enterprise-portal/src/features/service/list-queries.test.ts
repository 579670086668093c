import { describe, expect, it } from 'vitest';
import { parseCaseQuery, parseInstitutionQuery, parseProductQuery, readProductPageTab } from './list-queries';

const params = (query: string) => new URLSearchParams(query);

describe('service list URLs', () => {
  it('reads the institutions filters and drops what the contract would refuse', () => {
    expect(parseInstitutionQuery(params('category=知识产权&regionCode=330100&minRating=4.5&orderBy=orders&pageNum=2'))).toEqual({
      pageNum: 2,
      pageSize: 10,
      category: '知识产权',
      regionCode: '330100',
      minRating: 4.5,
      orderBy: 'orders',
    });
    expect(parseInstitutionQuery(params('category=算命&regionCode=33&minRating=9&orderBy=price'))).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('sorts products by price cheapest first and keeps a need tag', () => {
    expect(parseProductQuery(params('orderBy=price&need=专利申请代理&priceMode=negotiable'))).toEqual({
      pageNum: 1,
      pageSize: 10,
      need: '专利申请代理',
      priceMode: 'negotiable',
      orderBy: 'price',
      isAsc: 'asc',
    });
    expect(parseProductQuery(params('orderBy=rating'))).not.toHaveProperty('isAsc');
  });

  it('reads the cases filters and the tab', () => {
    expect(parseCaseQuery(params('category=财税服务&institutionId=7'))).toEqual({ pageNum: 1, pageSize: 10, category: '财税服务', institutionId: 7 });
    expect(readProductPageTab(params('tab=cases'))).toBe('cases');
    expect(readProductPageTab(params('tab=other'))).toBe('products');
  });
});
