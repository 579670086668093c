import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { formatNumber } from '../format/number';

/** The theme's colours for compared series, in order (at most four regions are compared). */
export const CHART_SERIES_COLORS = ['primary.main', 'secondary.main', 'success.main', 'grey.600'] as const;

export type ChartSeries = { name: string; values: readonly (number | null)[] };

export type BarChartProps = {
  /** What the chart shows, read out in place of the drawing (the numbers are in a table beside it). */
  label: string;
  /** One band per category, first at the top. */
  categories: readonly string[];
  /** One bar per series in each band; a `null` value draws no bar rather than a zero. */
  series: readonly ChartSeries[];
  unit: string;
  /** Which of the series colours the first series takes. */
  colorOffset?: number;
};

/** Room kept at a bar's end for its value, so the longest bar and its number fit the track. */
const VALUE_ROOM = '5.5em';

export function seriesColor(index: number): string {
  return CHART_SERIES_COLORS[index % CHART_SERIES_COLORS.length] ?? CHART_SERIES_COLORS[0];
}

/**
 * Horizontal bars drawn with boxes on the theme's tokens: the labels are text that wraps at a phone's width, each bar
 * carries its value, and the whole is one image named by `label` for assistive technology.
 */
export function BarChart({ label, categories, series, unit, colorOffset = 0 }: BarChartProps) {
  const max = Math.max(0, ...series.flatMap((item) => item.values.map((value) => value ?? 0)));
  return (
    <Box role="img" aria-label={label} sx={{ mb: 2 }}>
      {series.length > 1 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1.5, typography: 'body2', color: 'text.secondary' }}>
          {series.map((item, index) => (
            <Box key={item.name} data-legend sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: '0.875em', height: '0.875em', borderRadius: 0.5, bgcolor: seriesColor(index + colorOffset) }} />
              {item.name}
            </Box>
          ))}
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(4em, max-content) minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 1.25,
          alignItems: 'center',
        }}
      >
        {categories.map((category, categoryIndex) => (
          <Fragment key={category}>
            <Box data-category sx={{ typography: 'body2', color: 'text.primary', maxWidth: '9em', overflowWrap: 'anywhere' }}>
              {category}
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              {series.map((item, index) => {
                const value = item.values[categoryIndex] ?? null;
                const share = value === null || max === 0 ? 0 : Math.max(0, value) / max;
                return (
                  <Box key={item.name} data-series={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: '1.125em' }}>
                    {value !== null && (
                      <Box
                        data-bar
                        sx={{
                          width: `calc((100% - ${VALUE_ROOM}) * ${share.toFixed(4)})`,
                          minWidth: value > 0 ? 2 : 0,
                          height: '0.875em',
                          borderRadius: 0.5,
                          bgcolor: seriesColor(index + colorOffset),
                          flexShrink: 0,
                        }}
                      />
                    )}
                    <Box component="span" data-value sx={{ typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' }}>
                      {value === null ? '—' : formatNumber(value)}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Fragment>
        ))}
      </Box>
      <Box sx={{ mt: 1, typography: 'caption', color: 'text.secondary', textAlign: 'right' }}>单位：{unit}</Box>
    </Box>
  );
}
