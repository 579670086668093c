import type { PaletteOptions } from '@mui/material/styles';
import { BRAND_COLORS, FONT_FAMILY, HEADER_COLORS_LIGHT } from '@smes/config';

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

/**
 * The filled star of a read-only rating: MUI Rating's own colour, kept when the portal draws its stars without
 * Rating (ADR 98). The stars are decoration (the score is written beside them), so no contrast pair applies.
 */
export const RATING_STAR_COLOR = '#faaf00';

/** The light header bands (HEADER_COLORS_LIGHT in @smes/config, read by the static shell too). */
export const lightHeaderColors: HeaderColors = HEADER_COLORS_LIGHT;

export type HeaderColors = { top: string; nav: string; text: string; activeBar: string };
