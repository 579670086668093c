import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import type { ChartPalette } from './chart-types';

export function chartPaletteFrom(theme: Theme): ChartPalette {
  const { palette } = theme;
  return {
    series: [palette.primary.main, palette.secondary.main, palette.success.main, palette.grey[600]],
    text: palette.text.primary,
    subtleText: palette.text.secondary,
    axisLine: palette.divider,
    splitLine: palette.divider,
    paper: palette.background.paper,
    fontFamily: String(theme.typography.fontFamily),
    heatLow: alpha(palette.primary.main, 0.04),
    heatHigh: alpha(palette.primary.main, 0.55),
  };
}

/** The current theme's chart palette, stable while the theme is. */
export function useChartPalette(): ChartPalette {
  const theme = useTheme();
  return useMemo(() => chartPaletteFrom(theme), [theme]);
}
