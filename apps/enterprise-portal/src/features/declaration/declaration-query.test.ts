import { describe, expect, it } from 'vitest';
import { DEFAULT_DECLARATION_QUERY } from '@smes/api';
import { writeListParams } from '../../shared/list/list-params';
import { parseDeclarationQuery } from './declaration-query';

describe('declaration list query in the URL', () => {
  it('defaults to the spec query', () => {
    expect(parseDeclarationQuery(new URLSearchParams())).toEqual({
      pageNum: 1,
      pageSize: 10,
      orderByColumn: 'create_time',
      isAsc: 'desc',
    });
  });

  it('reads valid filters and ignores malformed ones', () => {
    const query = parseDeclarationQuery(
      new URLSearchParams('pageNum=3&pageSize=20&status=open&level=moon&orderByColumn=drop table&keyword=%20专精特新%20'),
    );
    expect(query).toEqual({ pageNum: 3, pageSize: 20, orderByColumn: 'create_time', isAsc: 'desc', status: 'open', keyword: '专精特新' });
    expect(parseDeclarationQuery(new URLSearchParams('pageNum=-1&pageSize=7')).pageNum).toBe(1);
    expect(parseDeclarationQuery(new URLSearchParams('pageNum=-1&pageSize=7')).pageSize).toBe(10);
  });

  it('writes only what differs from the default', () => {
    expect(writeListParams({ pageNum: 1, pageSize: 10, orderByColumn: 'end_time', isAsc: 'asc', status: 'open' }, DEFAULT_DECLARATION_QUERY).toString()).toBe(
      'orderByColumn=end_time&isAsc=asc&status=open',
    );
  });
});
