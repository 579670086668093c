import { describe, expect, it } from 'vitest';
import { screensOfPart } from './sweep-parts';

describe('screensOfPart', () => {
  const screens = Array.from({ length: 11 }, (_, index) => `screen-${index}`);

  it('splits the table into shares that together visit every screen once', () => {
    const shares = [0, 1, 2].map((index) => screensOfPart(screens, { index, of: 3 }));
    expect(shares.map((share) => share.length)).toEqual([4, 4, 3]);
    expect(shares.flat().sort()).toEqual([...screens].sort());
    expect(shares[1]).toEqual(['screen-1', 'screen-4', 'screen-7', 'screen-10']);
  });

  it('is the whole table without a part', () => {
    expect(screensOfPart(screens, undefined)).toEqual(screens);
    expect(screensOfPart(screens, { index: 0, of: 1 })).toEqual(screens);
  });

  it('refuses a part that does not exist', () => {
    expect(() => screensOfPart(screens, { index: 3, of: 3 })).toThrow(/part 3 of 3/);
    expect(() => screensOfPart(screens, { index: 0, of: 0 })).toThrow();
  });
});
