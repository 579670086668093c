/**
 * The portal's brand colours: a deep government-service blue and a warm amber accent. One home for the apps'
 * theme (@smes/ui tokens) and for pages drawn without React, the stand-in SSO and notes pages among them, so
 * every page a user passes through in one journey wears the same brand.
 */
export const BRAND_COLORS = {
  blue: { light: '#3a72c4', main: '#0b4ea2', dark: '#083a7a', darker: '#062c5c' },
  amber: { light: '#d97a1e', main: '#b35a00', dark: '#8a4500' },
  night: { blue: '#8fb4ee', amber: '#f0a457', paper: '#151f2e', page: '#0e1520' },
  ink: { primary: '#1f2329', secondary: '#5b6472', disabled: '#9aa1ab' },
  surface: { page: '#f4f6fa', paper: '#ffffff', divider: '#e1e6ee' },
} as const;

/** The character of the logo mark (a glyph on the amber tile), in the apps' header and on the SSO pages. */
export const LOGO_GLYPH = '企';
