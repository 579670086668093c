import { describe, expect, it } from 'vitest';
import { routePath } from '../../app/paths';
import { compareScreens } from '../../app/routes/compare-screens';
import { COMPARE_SECTIONS, findCompareSection } from './compare-sections';

describe('COMPARE_SECTIONS', () => {
  it('has a tab for every registered comparison screen, in route order, with the route’s title', () => {
    expect(COMPARE_SECTIONS.map(({ path, title }) => ({ path: routePath(path), title }))).toEqual(compareScreens.map(({ path, title }) => ({ path, title })));
  });

  it('finds a section by path and refuses an unknown one', () => {
    expect(findCompareSection('/policy/SingleCompare').title).toBe('单项政策对比');
    expect(() => findCompareSection('/policy/Unknown')).toThrow('Unknown compare section');
  });
});
