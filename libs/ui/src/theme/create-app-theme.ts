import { alpha, createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import './augmentation';
import { zhCN } from './zh-cn-locale';
import { FONT_FAMILY, careHeaderColors, carePalette, darkPalette, headerColors, lightPalette } from './tokens';
import type { ColorMode } from './tokens';

const customizations: ThemeOptions['components'] = {
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      html: { WebkitTextSizeAdjust: '100%' },
      body: { minWidth: 320 },
      // One focus ring for every focusable element, shown to keyboard users only.
      ':focus-visible': {
        outline: `2px solid ${theme.palette.secondary.main}`,
        outlineOffset: 2,
      },
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
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `2px solid ${theme.palette.secondary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
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
  MuiAppBar: {
    defaultProps: { elevation: 0 },
  },
};

/** The smallest touch target in 关怀模式 (WCAG 2.5.5 AAA, and the 适老化 guideline's 44 px). */
export const CARE_TOUCH_TARGET_PX = 44;

/**
 * 关怀模式 on top of the normal components: bigger touch targets and a thicker focus ring. Type size
 * comes from the typography below, colours from the care palette; no screen has code of its own for it.
 */
const careCustomizations: ThemeOptions['components'] = {
  ...customizations,
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      html: { WebkitTextSizeAdjust: '100%' },
      body: { minWidth: 320 },
      ':focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
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
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { textTransform: 'none', fontWeight: 600, minHeight: CARE_TOUCH_TARGET_PX },
      // A small button's label is 13/14 of the body (16.7 px here): small in size, not in type.
      sizeSmall: ({ theme }) => ({ fontSize: theme.typography.body2.fontSize }),
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: CARE_TOUCH_TARGET_PX, minHeight: CARE_TOUCH_TARGET_PX } },
  },
  MuiToggleButton: {
    styleOverrides: { root: { minHeight: CARE_TOUCH_TARGET_PX }, sizeSmall: ({ theme }) => ({ fontSize: theme.typography.body2.fontSize }) },
  },
  MuiChip: {
    styleOverrides: {
      // MUI sizes a chip's label 13/14 of the body (16.7 px here): 关怀模式 promises 18 px for every text.
      root: ({ theme }) => ({ fontWeight: 500, fontSize: theme.typography.body2.fontSize }),
      clickable: { minHeight: CARE_TOUCH_TARGET_PX },
      deletable: { minHeight: CARE_TOUCH_TARGET_PX },
    },
  },
  MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
  MuiRadio: { styleOverrides: { root: { padding: 10 } } },
  MuiTab: { styleOverrides: { root: { minHeight: CARE_TOUCH_TARGET_PX } } },
  MuiListItemButton: { styleOverrides: { root: { minHeight: CARE_TOUCH_TARGET_PX } } },
  MuiMenuItem: { styleOverrides: { root: { minHeight: CARE_TOUCH_TARGET_PX } } },
  MuiInputBase: { styleOverrides: { root: { minHeight: CARE_TOUCH_TARGET_PX } } },
};

export type AppThemeVariant = {
  /** 关怀模式: larger type, AAA text contrast, 44 px touch targets. */
  careMode?: boolean;
};

const typography = {
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

/**
 * 关怀模式's type: MUI sizes body2, buttons, captions and chips from `fontSize` (14 → 18 px, so the
 * smallest running text is 18 px and body1 is 20.6 px); headings keep their steps above the body.
 */
const careTypography = {
  ...typography,
  fontSize: 18,
  h1: { ...typography.h1, fontSize: '2rem' },
  h2: { ...typography.h2, fontSize: '1.625rem' },
  h3: { ...typography.h3, fontSize: '1.4375rem' },
  h4: { ...typography.h4, fontSize: '1.375rem' },
  h5: { ...typography.h5, fontSize: '1.3125rem' },
  h6: { ...typography.h6, fontSize: '1.3125rem' },
  body1: { lineHeight: 1.75 },
  body2: { lineHeight: 1.7 },
  // Helper texts, captions and overlines are running text too: none under 18 px.
  caption: { fontSize: '1.125rem', lineHeight: 1.6 },
  overline: { fontSize: '1.125rem', lineHeight: 1.6 },
} as const;

/**
 * Builds the portal theme for one colour mode, with MUI's Simplified Chinese component texts. The care
 * variant is light only: its palette is the AAA one (the apps use no dark mode today).
 */
export function createAppTheme(mode: ColorMode = 'light', { careMode = false }: AppThemeVariant = {}): Theme {
  if (careMode) {
    return createTheme(
      {
        palette: { ...carePalette, header: careHeaderColors },
        shape: { borderRadius: 6 },
        typography: careTypography,
        components: careCustomizations,
      },
      zhCN,
    );
  }
  const palette = mode === 'light' ? lightPalette : darkPalette;
  return createTheme(
    {
      palette: { ...palette, header: headerColors[mode] },
      shape: { borderRadius: 6 },
      typography,
      components: customizations,
    },
    zhCN,
  );
}

let light: Theme | undefined;

/**
 * The light theme, made once, on first use: the app's providers (AppTheme) and code that needs token values outside
 * React (e.g. charts, meta theme-color). Not made while the modules run: the app makes it in a task of its own before
 * its first render (render-app.tsx; ADR 130), where on a phone it no longer lengthens the entry's long task.
 */
export function lightTheme(): Theme {
  light ??= createAppTheme('light');
  return light;
}
