import type { PaletteOptions } from '@mui/material/styles';
import { BRAND_COLORS, FONT_FAMILY, HEADER_COLORS } from '@smes/config';

export { FONT_FAMILY };

/**
 * Brand colours of the portal (BRAND_COLORS in @smes/config, shared with the SSO pages): a deep
 * government-service blue and a warm amber accent. Every colour used by libs/ui and the apps is defined from
 * here (contrast checked against white and the page background for the light scheme, against the dark paper
 * for the dark one).
 */
export const brand = BRAND_COLORS;

export type ColorMode = 'light' | 'dark';

export const lightPalette: PaletteOptions = {
  mode: 'light',
  primary: { ...brand.blue, contrastText: '#ffffff' },
  secondary: { ...brand.amber, contrastText: '#ffffff' },
  error: { main: '#c62828' },
  warning: { main: '#9a5b00' },
  info: { main: '#0b6bcb' },
  success: { main: '#1e7b3a' },
  text: { primary: brand.ink.primary, secondary: brand.ink.secondary, disabled: brand.ink.disabled },
  background: { default: brand.surface.page, paper: brand.surface.paper },
  divider: brand.surface.divider,
};

export const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: { light: '#b5cdf4', main: brand.night.blue, dark: '#5f8fd6', contrastText: '#0b1a33' },
  secondary: { light: '#f6c08a', main: brand.night.amber, dark: '#d4842f', contrastText: '#2b1600' },
  error: { main: '#f28b82' },
  warning: { main: '#f6c26b' },
  info: { main: '#7cb8f5' },
  success: { main: '#7fd69b' },
  text: { primary: '#e8edf4', secondary: '#aab4c3', disabled: '#6b7686' },
  background: { default: brand.night.page, paper: brand.night.paper },
  divider: '#2a3648',
};

/**
 * The filled star of a read-only rating: MUI Rating's own colour, kept when the portal draws its stars without
 * Rating (ADR 98). The stars are decoration (the score is written beside them), so no contrast pair applies.
 */
export const RATING_STAR_COLOR = '#faaf00';

/** Header band colours (HEADER_COLORS in @smes/config, read by the static shell too). */
export const headerColors: Record<ColorMode, { top: string; nav: string; text: string; activeBar: string }> = HEADER_COLORS;

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
