import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's ThemeProvider from @mui/material/styles also carries the CSS-variables provider (colour-scheme
// storage, InitColorSchemeScript) and picks it only for themes with `colorSchemes`. Ours never has them
// (createAppTheme builds one plain theme per mode; a test holds that), so the system's provider, which
// the material one delegates to for such themes, is the same at run time without that code in the
// first-load JavaScript.
import ThemeProvider from '@mui/system/ThemeProvider';
import { CareModeContext, readCareModePreference, writeCareModePreference } from './care-mode';
import type { CareModeState } from './care-mode';
import { lightTheme } from './create-app-theme';
import type * as ThemeVariantsModule from './theme-variants';
import type { ColorMode } from './tokens';

type ThemeVariants = typeof ThemeVariantsModule;

let variants: ThemeVariants | undefined;
let loadingVariants: Promise<ThemeVariants> | undefined;

/**
 * 关怀模式's and the dark mode's theme (theme-variants.ts): fetched the first time one is drawn, once; a failed fetch
 * (offline) is tried again the next time (ADR 129). The normal theme is in the first load.
 */
export function loadThemeVariants(): Promise<ThemeVariants> {
  loadingVariants ??= import('./theme-variants').then(
    (module) => (variants = module),
    (error: unknown) => {
      loadingVariants = undefined;
      throw error;
    },
  );
  return loadingVariants;
}

/** Whether AppTheme's first render needs theme-variants.ts: 关怀模式 remembered (or asked for), or a mode other than light. */
export function needsThemeVariants(mode: ColorMode = 'light', careMode: boolean = readCareModePreference()): boolean {
  return careMode || mode !== 'light';
}

export type AppThemeProps = {
  children?: ReactNode;
  /** Colour mode; light unless the app chooses dark. */
  mode?: ColorMode;
  /** 关怀模式 at start; the remembered setting (care-mode.ts) when absent. */
  initialCareMode?: boolean;
  /**
   * A style cache for the baseline (CssBaseline) alone (libs/shell `createBaselineCache`): its global sheet then goes
   * at the end of `<head>`, wherever the page's other styles went first (ADR 137). Without it, the enclosing cache.
   */
  baselineCache?: EmotionCache;
};

/**
 * Theme, baseline styles and the zh-CN component locale for a whole app, in the normal or the 关怀模式
 * variant. The remembered setting is read while the first render is computed, so the first frame is
 * already drawn in the right variant (no flash of small type); the switch re-renders the whole app.
 *
 * A variant's theme comes with theme-variants.ts. The apps fetch it before their first render when 关怀模式 is
 * remembered (libs/shell render-app.tsx); mounted without it, AppTheme draws nothing until it is here, or the
 * normal theme if it cannot be fetched. Switching 关怀模式 on waits for it too: the switch turns, and the cookie is
 * written, once the theme is here.
 */
export function AppTheme({ children, mode = 'light', initialCareMode, baselineCache }: AppThemeProps) {
  const [careMode, setCareModeState] = useState(() => initialCareMode ?? readCareModePreference());
  const [loaded, setLoaded] = useState<ThemeVariants | undefined>(() => variants);
  const [unavailable, setUnavailable] = useState(false);
  const wanted = needsThemeVariants(mode, careMode);
  useEffect(() => {
    if (!wanted || loaded || unavailable) return;
    let current = true;
    loadThemeVariants().then(
      (module) => current && setLoaded(module),
      () => current && setUnavailable(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, unavailable]);
  const setCareMode = useCallback((on: boolean) => {
    if (on && !variants) {
      loadThemeVariants().then(
        (module) => {
          writeCareModePreference(true);
          setLoaded(module);
          setUnavailable(false);
          setCareModeState(true);
        },
        // Offline: the switch stays off, and the next press tries again.
        () => undefined,
      );
      return;
    }
    writeCareModePreference(on);
    setCareModeState(on);
  }, []);
  // The module may have arrived after this AppTheme mounted and before a press asked for it (the switch fetches it on
  // hover or focus): the press then turns 关怀模式 on at once, and the theme is drawn from the module, never nothing —
  // drawing nothing for a moment unmounted the whole page and lost what was typed in it.
  const available = loaded ?? variants;
  // Without its theme (it could not be fetched) a variant is drawn, and reported, as the normal theme.
  const drawnCareMode = careMode && available !== undefined;
  const careState = useMemo<CareModeState>(() => ({ careMode: drawnCareMode, setCareMode }), [drawnCareMode, setCareMode]);
  const appTheme = useMemo(() => (wanted && available ? available.createAppTheme(mode, { careMode }) : lightTheme()), [wanted, available, mode, careMode]);
  if (wanted && !available && !unavailable) return null;
  const baseline = <CssBaseline enableColorScheme />;
  return (
    <CareModeContext.Provider value={careState}>
      <ThemeProvider theme={appTheme}>
        {baselineCache ? <CacheProvider value={baselineCache}>{baseline}</CacheProvider> : baseline}
        {children}
      </ThemeProvider>
    </CareModeContext.Provider>
  );
}
