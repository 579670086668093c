import { useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's ThemeProvider from @mui/material/styles also carries the CSS-variables provider (colour-scheme
// storage, InitColorSchemeScript) and picks it only for themes with `colorSchemes`. Ours never has them
// (createAppTheme builds one plain theme per mode; a test holds that), so the system's provider, which
// the material one delegates to for such themes, is the same at run time without that code in the
// first-load JavaScript (issue 8).
import ThemeProvider from '@mui/system/ThemeProvider';
import { createAppTheme, theme as lightTheme } from './create-app-theme';
import type { ColorMode } from './tokens';

export type AppThemeProps = {
  children?: ReactNode;
  /** Colour mode; light unless the app chooses dark. */
  mode?: ColorMode;
};

/** Theme, baseline styles and the zh-CN component locale for a whole app. */
export function AppTheme({ children, mode = 'light' }: AppThemeProps) {
  const appTheme = useMemo(() => (mode === 'light' ? lightTheme : createAppTheme(mode)), [mode]);
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
