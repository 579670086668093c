/**
 * The portal's brand colours: a deep government-service blue and a warm amber accent. One home for the apps'
 * theme (@smes/ui tokens) and for pages drawn without React, the stand-in SSO and notes pages among them, so
 * every page a user passes through in one journey wears the same brand. This file imports nothing: the apps'
 * build reads it for the static shell before any workspace alias exists. The dark mode's are in night-colors.ts.
 */
export const BRAND_COLORS = {
  blue: { light: '#3a72c4', main: '#0b4ea2', dark: '#083a7a', darker: '#062c5c' },
  amber: { light: '#d97a1e', main: '#b35a00', dark: '#8a4500' },
  ink: { primary: '#1f2329', secondary: '#5b6472', disabled: '#9aa1ab' },
  surface: { page: '#f4f6fa', paper: '#ffffff', divider: '#e1e6ee' },
} as const;

/** The Chinese font stack: macOS/iOS, Windows, then Linux/Android CJK fonts. */
export const FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/** Header band colours: the top bar sits on the darkest blue, the nav bar on the brand blue. */
export const HEADER_COLORS_LIGHT = { top: BRAND_COLORS.blue.darker, nav: BRAND_COLORS.blue.main, text: '#ffffff', activeBar: BRAND_COLORS.amber.light } as const;

/** The character of the logo mark (a glyph on the amber tile), in the apps' header and on the SSO pages. */
export const LOGO_GLYPH = '企';
