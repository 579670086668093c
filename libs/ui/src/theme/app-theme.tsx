import { useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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
