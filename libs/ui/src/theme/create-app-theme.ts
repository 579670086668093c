import { alpha, createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import './augmentation';
import { zhCN } from './zh-cn-locale';
import { FONT_FAMILY, lightHeaderColors, lightPalette } from './tokens';

/**
 * The focus ring every focusable element shows to keyboard users, `widthPx` thick (2 px; 关怀模式 3 px), and the page's
 * baseline around it. Shared by the normal theme and theme-variants.ts.
 */
export function ringAndBaseline(widthPx: number): ThemeOptions['components'] {
  return {
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({
        html: { WebkitTextSizeAdjust: '100%' },
        body: { minWidth: 320 },
        ':focus-visible': { outline: `${widthPx}px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-focusVisible': { outline: `${widthPx}px solid ${theme.palette.secondary.main}`, outlineOffset: 2 } }),
      },
    },
  };
}

/** The components' look in every variant (theme-variants.ts builds 关怀模式's on it). */
export const customizations: ThemeOptions['components'] = {
  ...ringAndBaseline(2),
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      // Chinese labels need no case transform, and latin words inside them must keep their case.
      root: { textTransform: 'none', fontWeight: 500, minHeight: 36 },
      sizeLarge: { minHeight: 44 },
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      // A link inside running text must not be told apart by colour alone (WCAG 1.4.1, axe
      // link-in-text-block): in a paragraph or body text it is underlined, on every page, whatever the
      // length of the text around it. Titles, menus and lists of links keep the hover underline.
      underlineHover: {
        'p > &, .MuiTypography-body1 > &, .MuiTypography-body2 > &, .MuiAlert-message &': { textDecoration: 'underline' },
      },
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }) => ({ borderColor: theme.palette.divider }),
    },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 500 } },
  },
  MuiAlert: {
    styleOverrides: { root: { alignItems: 'center' } },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({
        backgroundColor: alpha(theme.palette.grey[900], 0.92),
        fontSize: theme.typography.pxToRem(12),
      }),
    },
  },
};

/** The type scale; 关怀模式 enlarges it (theme-variants.ts). */
export const typography = {
  fontFamily: FONT_FAMILY,
  h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
  h2: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.35 },
  h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  h4: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.45 },
  h5: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
  h6: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5 },
  subtitle1: { fontWeight: 500 },
  body1: { lineHeight: 1.7 },
  body2: { lineHeight: 1.6 },
} as const;

/** The smallest touch target in 关怀模式 (WCAG 2.5.5 AAA, and the 适老化 guideline's 44 px). */
export const CARE_TOUCH_TARGET_PX = 44;

/** The shape every variant shares. */
export const shape = { borderRadius: 6 };

let light: Theme | undefined;

/**
 * The light theme, with MUI's Simplified Chinese component texts: what every page draws, and for code that needs
 * token values outside React (e.g. charts, meta theme-color). 关怀模式 and the dark mode are built by
 * theme-variants.ts, fetched when one is first drawn (ADR 129). Made once, on first use, not while the modules run:
 * the app makes it in a task of its own before its first render (render-app.tsx; ADR 130).
 */
export function lightTheme(): Theme {
  light ??= createTheme({ palette: { ...lightPalette, header: lightHeaderColors }, shape, typography, components: customizations }, zhCN);
  return light;
}
