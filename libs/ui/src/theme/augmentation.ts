import type {} from '@mui/material/styles';

/** The header bands have their own colours so the layout reads them from the theme, never from literals. */
export type HeaderPalette = { top: string; nav: string; text: string; activeBar: string };

// Module augmentation works only by merging into MUI's interfaces, which a `type` cannot do.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module '@mui/material/styles' {
  interface Palette {
    header: HeaderPalette;
  }
  interface PaletteOptions {
    header?: HeaderPalette;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
