import { createTheme } from '@mui/material/styles';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import './augmentation';
import { CARE_TOUCH_TARGET_PX, customizations, ringAndBaseline, shape, typography } from './create-app-theme';
import { lightHeaderColors, lightPalette, type ColorMode } from './tokens';
import { careHeaderColors, carePalette, darkHeaderColors, darkPalette } from './variant-tokens';
import { zhCN } from './zh-cn-locale';

// The theme's variants: 关怀模式 and the dark mode. AppTheme fetches this module when a variant is first drawn (the app
// waits for it before its first render when 关怀模式 is remembered, libs/shell render-app.tsx); a page in the normal
// theme never downloads it (ADR 129).

/**
 * 关怀模式 on top of the normal components: bigger touch targets and a thicker focus ring. Type size
 * comes from the typography below, colours from the care palette; no screen has code of its own for it.
 */
const careCustomizations: ThemeOptions['components'] = {
  ...customizations,
  ...ringAndBaseline(3),
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
    return createTheme({ palette: { ...carePalette, header: careHeaderColors }, shape, typography: careTypography, components: careCustomizations }, zhCN);
  }
  const palette = mode === 'light' ? { ...lightPalette, header: lightHeaderColors } : { ...darkPalette, header: darkHeaderColors };
  return createTheme({ palette, shape, typography, components: customizations }, zhCN);
}
