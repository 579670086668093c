import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's ThemeProvider from @mui/material/styles also carries the CSS-variables provider (colour-scheme
// storage, InitColorSchemeScript) and picks it only for themes with `colorSchemes`. Ours never has them
// (createAppTheme builds one plain theme per mode; a test holds that), so the system's provider, which
// the material one delegates to for such themes, is the same at run time without that code in the
// first-load JavaScript.
import ThemeProvider from '@mui/system/ThemeProvider';
import { CareModeContext, readCareModePreference, writeCareModePreference } from './care-mode';
import type { CareModeState } from './care-mode';
import { createAppTheme, lightTheme } from './create-app-theme';
import type { ColorMode } from './tokens';

export type AppThemeProps = {
  children?: ReactNode;
  /** Colour mode; light unless the app chooses dark. */
  mode?: ColorMode;
  /** 关怀模式 at start; the remembered setting (care-mode.ts) when absent. */
  initialCareMode?: boolean;
};

/**
 * Theme, baseline styles and the zh-CN component locale for a whole app, in the normal or the 关怀模式
 * variant. The remembered setting is read while the first render is computed, so the first frame is
 * already drawn in the right variant (no flash of small type); the switch re-renders the whole app.
 */
export function AppTheme({ children, mode = 'light', initialCareMode }: AppThemeProps) {
  const [careMode, setCareModeState] = useState(() => initialCareMode ?? readCareModePreference());
  const setCareMode = useCallback((on: boolean) => {
    writeCareModePreference(on);
    setCareModeState(on);
  }, []);
  const careState = useMemo<CareModeState>(() => ({ careMode, setCareMode }), [careMode, setCareMode]);
  const appTheme = useMemo(
    () => (careMode ? createAppTheme(mode, { careMode }) : mode === 'light' ? lightTheme() : createAppTheme(mode)),
    [mode, careMode],
  );
  return (
    <CareModeContext.Provider value={careState}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CareModeContext.Provider>
  );
}
