import { describe, expect, it } from 'vitest';
import { parseRouteId, readPage, routePath, withId, withQuery } from './route-paths';

describe('route paths', () => {
  it('builds a path with an id and keeps its pattern for the route table', () => {
    const detail = withId('/things/detail/:id');
    expect(detail(12)).toBe('/things/detail/12');
    expect(detail('a b')).toBe('/things/detail/a%20b');
    expect(routePath(detail)).toBe('things/detail/:id');
    expect(routePath('/home')).toBe('home');
  });

  it('adds a query in key order and leaves out empty values', () => {
    expect(withQuery('/list', { status: 'open', pageNum: 2, keyword: '', regionCode: undefined })).toBe('/list?status=open&pageNum=2');
    expect(withQuery('/list')).toBe('/list');
    expect(withQuery('/login', { redirect: '/a?b=1' })).toBe('/login?redirect=%2Fa%3Fb%3D1');
  });

  it('accepts only positive integer ids', () => {
    expect(parseRouteId('12')).toBe(12);
    for (const raw of ['0', '-1', 'abc', '1.5', '', null, undefined, '1234567890']) expect(parseRouteId(raw)).toBeNull();
  });
});

describe('readPage', () => {
  it('reads a page number from 1 to 100000 and falls back on anything else', () => {
    expect(readPage(new URLSearchParams('pageNum=3'))).toBe(3);
    expect(readPage(new URLSearchParams('pageNum=100000'))).toBe(100000);
    for (const raw of ['0', '-1', '2.5', 'abc', '100001', '1e3', '']) expect(readPage(new URLSearchParams({ pageNum: raw }), 1)).toBe(1);
    expect(readPage(new URLSearchParams(''), 4)).toBe(4);
  });
});
