import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { createAppTheme } from './theme-variants';

/** WCAG AAA (1.4.6) for normal text; 关怀模式's smallest text is 18 px regular, which is not "large". */
const AAA_TEXT = 7;
/** WCAG 1.4.11: borders and other non-text parts. */
const NON_TEXT = 3;

const care = createAppTheme('light', { careMode: true });
const { palette } = care;

const TEXT_COLOURS = {
  'text.primary': palette.text.primary,
  'text.secondary': palette.text.secondary,
  'primary.main': palette.primary.main,
  'primary.dark': palette.primary.dark,
  'secondary.main': palette.secondary.main,
  'secondary.dark': palette.secondary.dark,
  'error.main': palette.error.main,
  'error.dark': palette.error.dark,
  'warning.main': palette.warning.main,
  'warning.dark': palette.warning.dark,
  'info.main': palette.info.main,
  'info.dark': palette.info.dark,
  'success.main': palette.success.main,
  'success.dark': palette.success.dark,
};
const BACKGROUNDS = { 'background.default': palette.background.default, 'background.paper': palette.background.paper };

const textPairs = Object.entries(TEXT_COLOURS).flatMap(([text, colour]) =>
  Object.entries(BACKGROUNDS).map(([background, fill]) => ({ pair: `${text} on ${background}`, colour, fill })),
);
const filledPairs = (['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const).map((tone) => ({
  pair: `${tone}.contrastText on ${tone}.main`,
  colour: palette[tone].contrastText,
  fill: palette[tone].main,
}));
const headerPairs = [
  { pair: 'header.text on header.top', colour: palette.header.text, fill: palette.header.top },
  { pair: 'header.text on header.nav', colour: palette.header.text, fill: palette.header.nav },
];

describe('关怀模式 palette (WCAG AAA text contrast)', () => {
  it.each([...textPairs, ...filledPairs, ...headerPairs])('$pair reaches 7:1', ({ colour, fill }) => {
    expect(contrastRatio(colour, fill)).toBeGreaterThanOrEqual(AAA_TEXT);
  });

  it('keeps dividers and borders visible (3:1)', () => {
    for (const fill of Object.values(BACKGROUNDS)) expect(contrastRatio(palette.divider, fill)).toBeGreaterThanOrEqual(NON_TEXT);
  });

  it('is a raised palette, not the normal one: the normal secondary text and amber stay below AAA', () => {
    const normal = createAppTheme('light').palette;
    expect(contrastRatio(normal.text.secondary, normal.background.default)).toBeLessThan(AAA_TEXT);
    expect(contrastRatio(normal.secondary.main, normal.background.paper)).toBeLessThan(AAA_TEXT);
    expect(palette.text.secondary).not.toBe(normal.text.secondary);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
  });

  it('refuses colours it cannot read rather than guessing', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/#rrggbb/);
  });
});
