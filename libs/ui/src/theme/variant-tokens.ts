import type { PaletteOptions } from '@mui/material/styles';
import { HEADER_COLORS_DARK, NIGHT_COLORS } from '@smes/config';
import { brand, type HeaderColors } from './tokens';

/**
 * The palettes of the theme's variants: 关怀模式 and the dark mode. Only theme-variants.ts (fetched when a variant is
 * first drawn) and the tests import them, so the first load holds the light palette alone (ADR 129).
 */
export const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: { light: '#b5cdf4', main: NIGHT_COLORS.blue, dark: '#5f8fd6', contrastText: '#0b1a33' },
  secondary: { light: '#f6c08a', main: NIGHT_COLORS.amber, dark: '#d4842f', contrastText: '#2b1600' },
  error: { main: '#f28b82' },
  warning: { main: '#f6c26b' },
  info: { main: '#7cb8f5' },
  success: { main: '#7fd69b' },
  text: { primary: '#e8edf4', secondary: '#aab4c3', disabled: '#6b7686' },
  background: { default: NIGHT_COLORS.page, paper: NIGHT_COLORS.paper },
  divider: '#2a3648',
};

/** The dark header bands (HEADER_COLORS_DARK in @smes/config). */
export const darkHeaderColors: HeaderColors = HEADER_COLORS_DARK;

/**
 * 关怀模式 (care mode, GB/T 37668-2019 and the 适老化 requirements): the light palette with every text
 * colour raised to WCAG AAA against both backgrounds (7:1; care-palette.test.ts checks each pair). The
 * page background is white, so text on the page and on cards meets the same ratio.
 */
export const careColors = {
  ink: { primary: '#1a1d22', secondary: '#363c46', disabled: '#5b6472' },
  amber: { light: '#8a4500', main: '#763b00', dark: '#5c2e00' },
  error: { light: '#a31515', main: '#9a1414', dark: '#7a1010' },
  warning: { light: '#7a4800', main: '#6e4100', dark: '#573300' },
  info: { light: '#0a4f96', main: '#0a4a8c', dark: '#083a6e' },
  success: { light: '#145a2a', main: '#125226', dark: '#0d3f1d' },
  surface: { page: '#ffffff', paper: '#ffffff', divider: '#858d9a' },
} as const;

export const carePalette: PaletteOptions = {
  mode: 'light',
  primary: { light: brand.blue.main, main: brand.blue.dark, dark: brand.blue.darker, contrastText: '#ffffff' },
  secondary: { ...careColors.amber, contrastText: '#ffffff' },
  error: { ...careColors.error, contrastText: '#ffffff' },
  warning: { ...careColors.warning, contrastText: '#ffffff' },
  info: { ...careColors.info, contrastText: '#ffffff' },
  success: { ...careColors.success, contrastText: '#ffffff' },
  text: { ...careColors.ink },
  background: { default: careColors.surface.page, paper: careColors.surface.paper },
  divider: careColors.surface.divider,
};

/** Care mode's header: white on the darkest blue in both bands, the active bar in white. */
export const careHeaderColors = { top: brand.blue.darker, nav: brand.blue.dark, text: '#ffffff', activeBar: '#ffffff' };
