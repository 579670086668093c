import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pageItems } from './page-items';
import type { PageItem } from './page-items';

function describeItems(items: PageItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page) : `${item.type}>${item.page}`)).join(' ');
}

describe('pageCountOf', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCountOf(101, 10)).toBe(11);
    expect(pageCountOf(100, 10)).toBe(10);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(-5, 10)).toBe(1);
    expect(pageCountOf(50, 0)).toBe(1);
    expect(pageCountOf(Number.NaN, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps a page within 1..pageCount and drops fractions', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('pageItems', () => {
  const wide = { siblings: 2, jump: 5 };
  const narrow = { siblings: 1, jump: 3 };

  it('lists every page when they fit', () => {
    expect(describeItems(pageItems({ page: 1, pageCount: 1, ...wide }))).toBe('1');
    expect(describeItems(pageItems({ page: 4, pageCount: 7, ...wide }))).toBe('1 2 3 4 5 6 7');
    expect(describeItems(pageItems({ page: 5, pageCount: 9, ...wide }))).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('puts a forward jump after the window at the start', () => {
    expect(describeItems(pageItems({ page: 1, pageCount: 20, ...wide }))).toBe('1 2 3 4 5 6 jump-next>6 20');
  });

  it('puts jumps on both sides in the middle', () => {
    expect(describeItems(pageItems({ page: 10, pageCount: 20, ...wide }))).toBe(
      '1 jump-prev>5 8 9 10 11 12 jump-next>15 20',
    );
  });

  it('puts a backward jump before the window at the end, clamped to page 1', () => {
    expect(describeItems(pageItems({ page: 20, pageCount: 20, ...wide }))).toBe('1 jump-prev>15 15 16 17 18 19 20');
    expect(describeItems(pageItems({ page: 8, pageCount: 10, siblings: 2, jump: 9 }))).toBe(
      '1 jump-prev>1 5 6 7 8 9 10',
    );
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(describeItems(pageItems({ page: 5, pageCount: 20, ...wide }))).toBe('1 2 3 4 5 6 7 jump-next>10 20');
    expect(describeItems(pageItems({ page: 16, pageCount: 20, ...wide }))).toBe(
      '1 jump-prev>11 14 15 16 17 18 19 20',
    );
  });

  it('uses a smaller window and 3-page jumps when compact', () => {
    expect(describeItems(pageItems({ page: 10, pageCount: 20, ...narrow }))).toBe('1 jump-prev>7 9 10 11 jump-next>13 20');
    expect(describeItems(pageItems({ page: 1, pageCount: 20, ...narrow }))).toBe('1 2 3 4 jump-next>4 20');
  });
});
