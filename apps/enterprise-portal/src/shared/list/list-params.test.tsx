import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readPage, readText, useListParams } from './list-params';

type Query = { pageNum?: number; keyword?: string; regionCode?: string };

function parse(params: URLSearchParams): Query {
  const query: Query = { pageNum: readPage(params) };
  const keyword = readText(params, 'keyword', 50);
  const regionCode = readText(params, 'regionCode', 6);
  if (keyword) query.keyword = keyword;
  if (regionCode) query.regionCode = regionCode;
  return query;
}

const DEFAULTS = { pageNum: 1 } as const;

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/list?pageNum=3']}>{children}</MemoryRouter>;
}

describe('useListParams', () => {
  it('keeps a first change when a second comes before the first has rendered (a city, then Enter in the search box)', () => {
    const { result } = renderHook(() => ({ params: useListParams(parse, DEFAULTS), location: useLocation() }), { wrapper });
    const beforeRender = result.current.params;
    act(() => {
      beforeRender.update({ regionCode: '330200' });
      beforeRender.update({ keyword: '承诺书' });
    });
    expect(result.current.location.search).toBe('?regionCode=330200&keyword=%E6%89%BF%E8%AF%BA%E4%B9%A6');
    expect(result.current.params.query).toEqual({ pageNum: 1, keyword: '承诺书', regionCode: '330200' });
  });

  it('builds on the rendered address once it has rendered, and clears to the defaults', () => {
    const { result } = renderHook(() => ({ params: useListParams(parse, DEFAULTS), location: useLocation() }), { wrapper });
    act(() => result.current.params.update({ keyword: '注销' }));
    act(() => result.current.params.update({ pageNum: 2 }, { resetPage: false }));
    expect(result.current.params.query).toEqual({ pageNum: 2, keyword: '注销' });
    act(() => result.current.params.clear());
    expect(result.current.location.search).toBe('');
  });
});
