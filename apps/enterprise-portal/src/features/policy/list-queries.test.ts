import { describe, expect, it } from 'vitest';
import { isIsoDate, writeListParams } from '../../shared/list/list-params';
import { LIST_DEFAULTS, parseAnnouncementQuery, parseNoticeQuery, parsePageQuery, parsePolicyQuery } from './list-queries';

const parse = (search: string) => parsePolicyQuery(new URLSearchParams(search));

describe('policy search in the URL', () => {
  it('defaults to page 1 of 10', () => {
    expect(parse('')).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('reads every valid filter', () => {
    expect(
      parse(
        'keyword=%20专精特新%20&level=national&regionCode=440300&dept=广东省工业和信息化厅&category=资金扶持&industry=C&validity=valid&publishFrom=2025-01-01&publishTo=2025-06-30&orderBy=views&pageNum=3&pageSize=20',
      ),
    ).toEqual({
      pageNum: 3,
      pageSize: 20,
      keyword: '专精特新',
      level: 'national',
      regionCode: '440300',
      dept: '广东省工业和信息化厅',
      category: '资金扶持',
      industry: 'C',
      validity: 'valid',
      publishFrom: '2025-01-01',
      publishTo: '2025-06-30',
      orderBy: 'views',
    });
  });

  it('drops what is malformed instead of sending it', () => {
    expect(parse('pageNum=abc&pageSize=-5&level=moon&regionCode=44&industry=Z&validity=maybe&publishFrom=2025-02-30&orderBy=drop')).toEqual(
      LIST_DEFAULTS,
    );
    expect(parse('pageNum=0').pageNum).toBe(1);
    expect(parse('pageNum=100001').pageNum).toBe(1);
    expect(parse('pageSize=7').pageSize).toBe(10);
  });

  it('drops an inverted date range and 相关度 without a keyword', () => {
    expect(parse('publishFrom=2025-06-01&publishTo=2025-01-01')).toEqual(LIST_DEFAULTS);
    expect(parse('orderBy=relevance').orderBy).toBeUndefined();
    expect(parse('orderBy=relevance&keyword=小巨人').orderBy).toBe('relevance');
  });

  it('caps an overlong keyword at 50 characters', () => {
    expect(parse(`keyword=${'政'.repeat(80)}`).keyword).toHaveLength(50);
  });
});

describe('other lists in the URL', () => {
  it('read notice status, order and direction', () => {
    expect(parseNoticeQuery(new URLSearchParams('status=open&orderBy=end_time&isAsc=asc&status=x'))).toEqual({
      pageNum: 1,
      pageSize: 10,
      status: 'open',
      orderBy: 'end_time',
      isAsc: 'asc',
    });
    expect(parseNoticeQuery(new URLSearchParams('status=soon&orderBy=views'))).toEqual(LIST_DEFAULTS);
  });

  it('read the announcement category tab', () => {
    expect(parseAnnouncementQuery(new URLSearchParams('category=fund')).category).toBe('fund');
    expect(parseAnnouncementQuery(new URLSearchParams('category=news')).category).toBeUndefined();
    expect(parsePageQuery(new URLSearchParams('pageNum=2'))).toEqual({ pageNum: 2, pageSize: 10 });
  });
});

describe('writeListParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(writeListParams({ pageNum: 1, pageSize: 10, keyword: '小巨人', level: undefined, orderBy: 'views' }, LIST_DEFAULTS).toString()).toBe(
      `keyword=${encodeURIComponent('小巨人')}&orderBy=views`,
    );
    expect(writeListParams({ pageNum: 2, pageSize: 20 }, LIST_DEFAULTS).toString()).toBe('pageNum=2&pageSize=20');
  });

  it('knows a real calendar date', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-1')).toBe(false);
  });
});
