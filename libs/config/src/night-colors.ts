/**
 * The dark mode's colours (no app uses dark mode today), in a module of their own: the apps' first load holds the light
 * colours of brand.ts only, and these come with the theme's variants (libs/ui theme-variants.ts, ADR 129). In brand.ts
 * they were in the entry all the same, exported from it to the variants' chunk: a module is not split between chunks,
 * and a module the entry's modules import, even for a name nobody reads, is the entry's (ADR 133).
 */
export const NIGHT_COLORS = { blue: '#8fb4ee', amber: '#f0a457', paper: '#151f2e', page: '#0e1520' } as const;

/** The header bands in dark mode. */
export const HEADER_COLORS_DARK = { top: '#0a111c', nav: '#13233b', text: '#e8edf4', activeBar: NIGHT_COLORS.amber } as const;
