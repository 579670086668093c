/**
 * The portal's brand colours: a deep government-service blue and a warm amber accent. One home for the apps'
 * theme (@smes/ui tokens) and for pages drawn without React, the stand-in SSO and notes pages among them, so
 * every page a user passes through in one journey wears the same brand. This file imports nothing: the apps'
 * build reads it for the static shell before any workspace alias exists.
 */
export const BRAND_COLORS = {
  blue: { light: '#3a72c4', main: '#0b4ea2', dark: '#083a7a', darker: '#062c5c' },
  amber: { light: '#d97a1e', main: '#b35a00', dark: '#8a4500' },
  ink: { primary: '#1f2329', secondary: '#5b6472', disabled: '#9aa1ab' },
  surface: { page: '#f4f6fa', paper: '#ffffff', divider: '#e1e6ee' },
} as const;

/** The Chinese font stack: macOS/iOS, Windows, then Linux/Android CJK fonts. */
export const FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/**
 * The dark mode's colours (no app uses dark mode today). Apart from BRAND_COLORS: the apps' first load holds the light
 * colours only, and the dark ones come with the theme's variants (libs/ui theme-variants.ts, ADR 129).
 */
export const NIGHT_COLORS = { blue: '#8fb4ee', amber: '#f0a457', paper: '#151f2e', page: '#0e1520' } as const;

/** Header band colours: the top bar sits on the darkest blue, the nav bar on the brand blue. */
export const HEADER_COLORS_LIGHT = { top: BRAND_COLORS.blue.darker, nav: BRAND_COLORS.blue.main, text: '#ffffff', activeBar: BRAND_COLORS.amber.light } as const;
export const HEADER_COLORS_DARK = { top: '#0a111c', nav: '#13233b', text: '#e8edf4', activeBar: NIGHT_COLORS.amber } as const;
/** Both modes' header bands, for the static shell's build (the apps import the mode they draw, ADR 129). */
export const HEADER_COLORS = { light: HEADER_COLORS_LIGHT, dark: HEADER_COLORS_DARK } as const;

/** The character of the logo mark (a glyph on the amber tile), in the apps' header and on the SSO pages. */
export const LOGO_GLYPH = '企';
